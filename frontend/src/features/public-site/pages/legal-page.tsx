import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackLink, Container, PageHero, Section } from '../../../components/ui/site-sections';
import type { LegalSection } from '../../../content/legal';

interface LegalPageProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  backLabel: string;
  /** Shown under the title (the Terms page's Last Updated line). */
  meta?: ReactNode;
}

/** Numbered sections of a legal text, with a table of contents. */
export function LegalPage({ title, intro, sections, backLabel, meta }: LegalPageProps) {
  return (
    <>
      <PageHero title={title} lead={meta} />
      <Section>
        <Container>
          <StyledBody>
            <p>{intro}</p>
            <nav aria-label="Contents">
              <StyledToc>
                {sections.map((section, i) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>
                      {i + 1}. {section.title}
                    </a>
                  </li>
                ))}
              </StyledToc>
            </nav>
            {sections.map((section, i) => (
              <StyledSection key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  {i + 1}. {section.title}
                </h2>
                {section.blocks.map((block, j) =>
                  typeof block === 'string' ? (
                    <p key={j}>{block}</p>
                  ) : (
                    <ul key={j}>
                      {block.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </StyledSection>
            ))}
            <BackLink to="/">{backLabel}</BackLink>
          </StyledBody>
        </Container>
      </Section>
    </>
  );
}

const StyledBody = styled.div`
  max-width: 48rem;
`;

const StyledToc = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`;

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  scroll-margin-top: 5rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
