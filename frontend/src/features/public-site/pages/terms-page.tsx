import { TERMS_SECTIONS, TERMS_TEXT } from '../../../content/legal';
import { formatDateZa } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import styled from 'styled-components';
import { Island } from '../../../components/island/island';
import { LegalPage } from './legal-page';

/** Terms and Conditions; Last Updated shows today's date (en-ZA), filled in by the browser after hydration. */
export function TermsPage() {
  return (
    <LegalPage
      title={TERMS_TEXT.title}
      intro={TERMS_TEXT.intro}
      sections={TERMS_SECTIONS}
      backLabel={TERMS_TEXT.backHome}
      meta={<Island name="terms-last-updated" component={LastUpdated} props={{}} inline hydrate="load" />}
    />
  );
}

/** An island of its own (src/islands/registry.ts): only the browser knows today's date. */
export function LastUpdated() {
  const hydrated = useHydrated();
  const today = hydrated ? new Date() : null;
  return (
    <span data-testid="terms-last-updated">
      {TERMS_TEXT.lastUpdated}{' '}
      <StyledDate dateTime={today ? formatDateZa(today).replace(/\//g, '-') : undefined}>{today ? formatDateZa(today) : ''}</StyledDate>
    </span>
  );
}

/** Room for "yyyy/mm/dd" before the browser fills it in, so nothing moves when it appears. */
const StyledDate = styled.time`
  display: inline-block;
  min-width: 10ch;
`;
