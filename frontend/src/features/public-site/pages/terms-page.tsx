import { TERMS_SECTIONS, TERMS_TEXT } from '../../../content/legal';
import { formatDateZa } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { LegalPage } from './legal-page';

/** Terms and Conditions; Last Updated shows today's date (en-ZA), filled in by the browser after hydration. */
export function TermsPage() {
  const hydrated = useHydrated();
  const today = hydrated ? new Date() : null;
  return (
    <LegalPage
      title={TERMS_TEXT.title}
      intro={TERMS_TEXT.intro}
      sections={TERMS_SECTIONS}
      backLabel={TERMS_TEXT.backHome}
      meta={
        <span data-testid="terms-last-updated">
          {TERMS_TEXT.lastUpdated}{' '}
          <time dateTime={today ? formatDateZa(today).replace(/\//g, '-') : undefined}>{today ? formatDateZa(today) : ''}</time>
        </span>
      }
    />
  );
}
