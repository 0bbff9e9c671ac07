import styled from 'styled-components';
import { Island } from '../../../components/island/island';
import { Container, PageHero, Section } from '../../../components/ui/site-sections';
import { engagementContent } from '../../../content/engagement';
import { VerifyLetterForm } from './verify-letter-form';

const t = engagementContent.verify;

/** /verify-letter: a public page, prerendered; the upload form is its one island. */
export function VerifyLetterPage() {
  return (
    <>
      <PageHero title={t.title} lead={t.lead} />
      <Section aria-labelledby="verify-form-title">
        <Container>
          <StyledColumn>
            <h2 id="verify-form-title" className="visually-hidden">
              {t.check}
            </h2>
            <Island name="letter-verify" component={VerifyLetterForm} props={{}} hydrate="load" />
            <section aria-labelledby="verify-how">
              <h2 id="verify-how">{t.how}</h2>
              <p>{t.howText}</p>
            </section>
          </StyledColumn>
        </Container>
      </Section>
    </>
  );
}

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 40rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
