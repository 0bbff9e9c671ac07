import { PRIVACY_SECTIONS, PRIVACY_TEXT } from '../../../content/legal';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage title={PRIVACY_TEXT.title} intro={PRIVACY_TEXT.intro} sections={PRIVACY_SECTIONS} backLabel={PRIVACY_TEXT.backHome} />;
}
