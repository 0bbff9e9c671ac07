import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink, Container, PageHero, Section } from '../../../components/ui/site-sections';
import type { LegalSection } from '../../../content/legal';
import { theme } from '../../../styles/theme';

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
                  ) : 'parts' in block ? (
                    <p key={j}>
                      {block.parts.map((part, k) =>
                        typeof part === 'string' ? (
                          part
                        ) : (
                          <Link key={k} to={part.to}>
                            {part.label}
                          </Link>
                        ),
                      )}
                    </p>
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
  gap: ${theme.space.xxs};
  margin: 0 0 ${theme.space.xl};
  padding: ${theme.space.md} ${theme.space.lg};
  list-style: none;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
  }
`;

const StyledSection = styled.section`
  margin-bottom: ${theme.space.xl};
  scroll-margin-top: 5rem;
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  ul {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }
  li + li {
    margin-top: ${theme.space.xxs};
  }
`;
