import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { checkoutContent as t } from '../../../content/dashboard';

/**
 * /checkout, where "Complete Payment" leads. The firm is paid by EFT against an invoice, so this
 * page says how that works instead of pretending to take a card.
 */
export function CheckoutPage() {
  return (
    <>
      <PageHeader title={t.title} />
      <Card aria-label={t.title}>
        <p>{t.intro}</p>
        <StyledSteps>
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </StyledSteps>
        <p>
          {t.contact} <Link to="/contact">{t.contactLink}</Link>
        </p>
        <ButtonLink to="/dashboard/subscriptions">{t.back}</ButtonLink>
      </Card>
    </>
  );
}

const StyledSteps = styled.ol`
  padding-left: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
