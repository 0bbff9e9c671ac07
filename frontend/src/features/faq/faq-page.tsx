import { Accordion } from 'radix-ui';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/inline-icon';
import { ActionRow, Container, PageHero, Section } from '../../components/ui/site-sections';
import { FAQ_GROUPS, FAQ_TEXT } from '../../content/faq';
import { theme } from '../../styles/theme';

/** Six groups, each a single-open accordion that can be collapsed again (Radix, keyboard and screen-reader ready). */
export function FaqPage() {
  return (
    <>
      <PageHero title={FAQ_TEXT.hero.title} lead={FAQ_TEXT.hero.lead} />
      <Section>
        <Container>
          <StyledLayout>
            <nav aria-label={FAQ_TEXT.jumpTo}>
              <StyledJumpTitle>{FAQ_TEXT.jumpTo}</StyledJumpTitle>
              <StyledJump>
                {FAQ_GROUPS.map((group) => (
                  <li key={group.id}>
                    <a href={`#${group.id}`}>{group.title}</a>
                  </li>
                ))}
              </StyledJump>
            </nav>
            <div>
              {FAQ_GROUPS.map((group) => (
                <StyledGroup key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
                  <h2 id={`${group.id}-title`}>{group.title}</h2>
                  <Accordion.Root type="single" collapsible>
                    {group.items.map((item, i) => (
                      <StyledItem key={item.question} value={`${group.id}-${i}`}>
                        <Accordion.Header asChild>
                          <h3>
                            <StyledTrigger>
                              <span>{item.question}</span>
                              <Icon name="chevron-down" />
                            </StyledTrigger>
                          </h3>
                        </Accordion.Header>
                        <StyledContent>
                          <p>{item.answer}</p>
                        </StyledContent>
                      </StyledItem>
                    ))}
                  </Accordion.Root>
                </StyledGroup>
              ))}
              <StyledEnd aria-labelledby="faq-end-title">
                <h2 id="faq-end-title">{FAQ_TEXT.end.title}</h2>
                <p>{FAQ_TEXT.end.text}</p>
                <ActionRow>
                  <ButtonLink to="/#contact">{FAQ_TEXT.end.contact}</ButtonLink>
                  <ButtonLink to="/services" $variant="outline">
                    {FAQ_TEXT.end.services}
                  </ButtonLink>
                </ActionRow>
              </StyledEnd>
            </div>
          </StyledLayout>
        </Container>
      </Section>
    </>
  );
}

const StyledLayout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: 14rem 1fr;
    align-items: start;
    > nav {
      position: sticky;
      top: 6rem;
    }
  }
`;

const StyledJumpTitle = styled.p`
  margin-bottom: ${theme.space.xs};
  font-weight: 700;
`;

const StyledJump = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoints.lg}) {
    flex-direction: column;
  }
  a {
    display: inline-block;
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.brandLight};
    text-decoration: none;
    font-weight: 600;
  }
`;

const StyledGroup = styled.section`
  margin-bottom: ${theme.space.xl};
  scroll-margin-top: 5rem;
  > h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;

const StyledItem = styled(Accordion.Item)`
  border-bottom: 1px solid ${theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`;

const StyledTrigger = styled(Accordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.md} 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 150ms ease;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:hover span {
    color: ${theme.colors.brand};
  }
`;

const StyledContent = styled(Accordion.Content)`
  overflow: hidden;
  color: ${theme.colors.textMuted};
  p {
    margin: 0;
    padding-bottom: ${theme.space.md};
  }
`;

const StyledEnd = styled.section`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brandLight};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;
