import { TERMS_SECTIONS, TERMS_TEXT } from '../../../content/legal';
import { formatDateZa } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import styled from 'styled-components';
import { LegalPage } from './legal-page';

/**
 * Terms and Conditions; Last Updated shows today's date (en-ZA), which only the browser knows. Not
 * an island: on the prerendered page the public entry fills in every `time[data-today]`
 * (src/entry-public.ts, a few bytes instead of React and a root to hydrate); in the portal React
 * renders it after hydration.
 */
export function TermsPage() {
  return (
    <LegalPage
      title={TERMS_TEXT.title}
      intro={TERMS_TEXT.intro}
      sections={TERMS_SECTIONS}
      backLabel={TERMS_TEXT.backHome}
      meta={<LastUpdated />}
    />
  );
}

function LastUpdated() {
  const hydrated = useHydrated();
  const today = hydrated ? new Date() : null;
  return (
    <span data-testid="terms-last-updated">
      {TERMS_TEXT.lastUpdated}{' '}
      <StyledDate data-today="" dateTime={today ? formatDateZa(today).replace(/\//g, '-') : undefined}>
        {today ? formatDateZa(today) : ''}
      </StyledDate>
    </span>
  );
}

/** Room for "yyyy/mm/dd" before the browser fills it in, so nothing moves when it appears. */
const StyledDate = styled.time`
  display: inline-block;
  min-width: 10ch;
`;
