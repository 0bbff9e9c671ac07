import styled from 'styled-components';
import { CardGrid, Container, Section, SectionHeading, SiteCard } from '../../../components/ui/site-sections';
import { HOME, TESTIMONIALS } from '../../../content/home';
import { theme } from '../../../styles/theme';

/** Client testimonials (content/home.ts), each a quotation with the client's name and business. */
export function Testimonials({ headingId }: { headingId: string }) {
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId} title={HOME.testimonials.title} lead={HOME.testimonials.lead} />
        <CardGrid as="ul">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <StyledQuote as="figure">
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.business}</span>
                </figcaption>
              </StyledQuote>
            </li>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}

const StyledQuote = styled(SiteCard)`
  margin: 0;
  blockquote {
    margin: 0 0 ${theme.space.md};
    flex: 1;
  }
  blockquote p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  blockquote p::before {
    content: '“';
    color: ${theme.colors.accent};
    font-weight: 800;
  }
  blockquote p::after {
    content: '”';
    color: ${theme.colors.accent};
    font-weight: 800;
  }
  figcaption {
    display: grid;
  }
  figcaption span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;
