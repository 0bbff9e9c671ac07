import { SIGNABLE_LETTER_STATUSES } from '@table-bay/shared';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BuySteps } from '../../../components/billing/buy-steps';
import { EngagementStatusBadge } from '../../../components/billing/engagement-status-badge';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Card, DetailList } from '../../../components/ui/card';
import { ConsentCheck } from '../../../components/ui/consent-check';
import { FormField, Input } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toast';
import { engagementContent } from '../../../content/engagement';
import { errorMessage } from '../../../lib/api-client';
import { useBusinessAccess } from '../../../lib/api/businesses';
import { letterPdfUrl, useEngagementLetter, useSignLetter, type EngagementLetter } from '../../../lib/api/engagement';
import { formatDate, formatMoney } from '../../../lib/format';
import { SignaturePad } from './signature-pad';

const t = engagementContent.letter;

/** /dashboard/engagement/:letterId: the letter as sent, where the client stands, and (for an owner) the signature. */
export function LetterPage() {
  const { letterId } = useParams();
  const id = Number(letterId);
  const letter = useEngagementLetter(Number.isInteger(id) && id > 0 ? id : null);
  // The first invoice the signature issued (a purchase or a proposal); a change issues none.
  const [invoiceId, setInvoiceId] = useState<number | null>(null);

  return (
    <QueryState isLoading={letter.isLoading} error={letter.error} errorMessage={letter.error?.status === 404 ? t.notFound : undefined}>
      {letter.data && <LetterView letter={letter.data} invoiceId={invoiceId} onSigned={setInvoiceId} />}
    </QueryState>
  );
}

function LetterView({
  letter,
  invoiceId,
  onSigned,
}: {
  letter: EngagementLetter;
  invoiceId: number | null;
  onSigned: (id: number | null) => void;
}) {
  const signable = SIGNABLE_LETTER_STATUSES.includes(letter.status);
  const signed = letter.status === 'signed' || letter.status === 'countersigned';
  const change = letter.kind === 'change';
  return (
    <>
      <PageHeader title={t.title(letter.title)} />
      {/* Buying steps for a letter that starts a package; a change of the package held has none. */}
      {change ? <p>{t.changeIntro}</p> : <BuySteps current={signable ? 'sign' : signed ? (invoiceId ? 'pay' : 'invoice') : 'choose'} />}
      <StyledLayout>
        <Card aria-labelledby="letter-facts">
          <h2 id="letter-facts" className="visually-hidden">
            {letter.title}
          </h2>
          <EngagementStatusBadge status={letter.status} />
          <DetailList>
            <dt>{t.reference}</dt>
            <dd>{letter.reference}</dd>
            <dt>{t.fee}</dt>
            <dd>{formatMoney(letter.monthlyPrice, { decimals: 2 })}</dd>
            <dt>{t.sent}</dt>
            <dd>{formatDate(letter.sentAt)}</dd>
          </DetailList>
          {letter.status === 'withdrawn' && (
            <StyledClosed role="status">
              <p>{t.withdrawn(formatDate(letter.closedAt))}</p>
              {letter.withdrawnReason && (
                <StyledNote>
                  <strong>{t.withdrawnReason}</strong>
                  <span>{letter.withdrawnReason}</span>
                </StyledNote>
              )}
            </StyledClosed>
          )}
          {letter.status === 'superseded' && (
            <StyledClosed role="status">
              <p>{t.superseded}</p>
            </StyledClosed>
          )}
          {letter.note && (
            <StyledNote>
              <strong>{t.proposalNote}</strong>
              <span>{letter.note}</span>
            </StyledNote>
          )}
          <StyledActions>
            <ButtonAnchor href={letterPdfUrl(letter.id)} download $variant="outline" $size="sm">
              {letter.complete ? t.downloadSigned : t.download}
            </ButtonAnchor>
            <ButtonLink to="/dashboard/engagement" $variant="ghost" $size="sm">
              {t.back}
            </ButtonLink>
          </StyledActions>
        </Card>

        <StyledLetter aria-label={t.title(letter.title)}>
          {letter.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </StyledLetter>

        {signable && <SignForm letterId={letter.id} change={change} onSigned={onSigned} />}
        {letter.status === 'signed' && <p role="status">{t.waitingFirm}</p>}
        {letter.status === 'countersigned' && letter.signerName && <p role="status">{t.complete(letter.signerName)}</p>}
        {invoiceId !== null && (
          <div>
            <ButtonLink to={`/checkout/${invoiceId}`}>{t.payInvoice}</ButtonLink>
          </div>
        )}
        {change && signed && (
          <div>
            <ButtonLink to="/dashboard/subscriptions" $variant="outline">
              {t.seeSubscription}
            </ButtonLink>
          </div>
        )}
      </StyledLayout>
    </>
  );
}

function SignForm({ letterId, change, onSigned }: { letterId: number; change: boolean; onSigned: (invoiceId: number | null) => void }) {
  const access = useBusinessAccess();
  const sign = useSignLetter();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ fullName?: string; consent?: string }>({});
  const [busy, setBusy] = useState(false);

  if (access.status === 'member' && !access.can('engagement', 'write')) return <p role="status">{t.ownerOnly}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      fullName: /\S+\s+\S+/.test(fullName.trim()) ? undefined : t.nameRequired,
      consent: consent ? undefined : t.consentRequired,
    };
    setErrors(next);
    if (next.fullName || next.consent) return;
    setBusy(true);
    try {
      const result = await sign(letterId, { fullName: fullName.trim(), consent: true, signature });
      const scheduled = result.subscription.scheduledChange;
      toast({
        title: t.signed,
        description:
          result.invoice || !scheduled
            ? t.signedDescription
            : t.signedChange(scheduled.title, formatMoney(scheduled.price, { decimals: 2 }), formatDate(scheduled.effectiveFrom)),
      });
      onSigned(result.invoice?.id ?? null);
    } catch (err) {
      toast({ title: t.signFailed, description: errorMessage(err, t.signFailed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="sign-title">
      <h2 id="sign-title">{t.signTitle}</h2>
      <p>{change ? t.signIntroChange : t.signIntro}</p>
      <StyledForm onSubmit={(e) => void submit(e)} noValidate>
        <FormField id="signer-name" label={t.fullName} error={errors.fullName}>
          {(control) => (
            <Input {...control} autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} maxLength={120} />
          )}
        </FormField>
        <SignaturePad onChange={setSignature} />
        <ConsentCheck id="sign-consent" label={t.consent} error={errors.consent}>
          {(control) => (
            <input
              type="checkbox"
              {...control}
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setErrors((prev) => ({ ...prev, consent: undefined }));
              }}
            />
          )}
        </ConsentCheck>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t.signing : t.sign}
          </Button>
        </div>
      </StyledForm>
    </Card>
  );
}

const StyledLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 52rem;
`;

const StyledLetter = styled.article`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  line-height: 1.6;
  overflow-wrap: anywhere;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
  }
  section:first-child h2 {
    margin-top: 0;
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const StyledNote = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.accentSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
`;

/** Why the letter can no longer be signed, under its facts. */
const StyledClosed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
