import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button';
import { BuySteps } from '../../../components/billing/buy-steps';
import { Card, CardDescription, CardPrice, DetailList } from '../../../components/ui/card';
import { ConsentCheck } from '../../../components/ui/consent-check';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { billingContent } from '../../../content/billing';
import { statusContent } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useServices } from '../../../lib/api/subscriptions';
import { useSubscribe } from '../../../lib/api/billing';
import { useBillingSettings } from '../api/billing-settings';
import { vatIncludedRand } from '@table-bay/shared';

const t = billingContent.confirm;

/**
 * /checkout/package/:serviceId: what the client is buying, at what price and VAT, on which terms.
 * The parameter is the catalogue id (the dashboard's links) or the package type (the public
 * /services cards, which are built before any database exists).
 */
export function ConfirmPackagePage() {
  const { serviceId } = useParams();
  const services = useServices();
  const settings = useBillingSettings();
  const subscribe = useSubscribe();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (services.isLoading || settings.isLoading) return <Spinner />;
  if (services.error) return <p role="alert">{statusContent.loadError}</p>;
  const service = services.data?.find((s) => String(s.id) === serviceId || s.packageType === serviceId);
  if (!service) {
    return (
      <>
        <PageHeader title={t.title} />
        <p role="alert">{t.notFound}</p>
        <ButtonLink to="/dashboard/subscriptions">{t.back}</ButtonLink>
      </>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!accepted) {
      setError(t.termsRequired);
      return;
    }
    setBusy(true);
    try {
      const { engagementLetter } = await subscribe(service.id);
      navigate(`/dashboard/engagement/${engagementLetter.id}`);
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, t.failed), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t.title} />
      <BuySteps current="choose" />
      <Card aria-label={service.title}>
        <h2>{service.title}</h2>
        <CardDescription>{service.description}</CardDescription>
        <CardPrice>
          {formatMoney(service.price, { decimals: 2 })} <small>{t.perMonth}</small>
        </CardPrice>
        <p>{settings.data?.vatRegistered ? t.vatIncluded(formatMoney(vatIncludedRand(service.price), { decimals: 2 })) : t.noVat}</p>
        <DetailList>
          <dt>{t.startDate}</dt>
          <dd>
            {formatDate(new Date())}. {t.startNote}
          </dd>
        </DetailList>
        <p>{t.invoiceNote}</p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <ConsentCheck
            id="accept-terms"
            error={error}
            label={
              <>
                {t.terms} <Link to="/terms">{t.termsLink}</Link>
              </>
            }
          >
            {(control) => (
              <input
                type="checkbox"
                {...control}
                checked={accepted}
                onChange={(e) => {
                  setAccepted(e.target.checked);
                  if (e.target.checked) setError(undefined);
                }}
              />
            )}
          </ConsentCheck>
          <StyledActions>
            <Button type="submit" disabled={busy}>
              {busy ? t.confirming : t.confirm}
            </Button>
            <ButtonLink to="/dashboard/subscriptions" $variant="outline">
              {t.back}
            </ButtonLink>
          </StyledActions>
        </form>
      </Card>
    </>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
