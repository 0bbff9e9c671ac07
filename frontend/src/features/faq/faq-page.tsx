import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/inline-icon';
import { ActionRow, Container, PageHero, Section } from '../../components/ui/site-sections';
import { FAQ_GROUPS, FAQ_TEXT, type FaqGroup } from '../../content/faq';
import { theme } from '../../styles/theme';
import { Island } from '../../components/island/island';

/** Six groups of questions, each a single-open accordion that can be collapsed again. */
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
                <Island key={group.id} name="faq-group" component={FaqGroupIsland} props={{ groupId: group.id }} />
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

/**
 * One group: the WAI-ARIA accordion pattern with plain elements. Each question is a button in a
 * heading with aria-expanded and aria-controls; its answer is a labelled region, hidden while
 * closed. Opening one closes the others, and the open one closes again on a second press. Up and
 * Down move between the group's questions, Home and End jump to the first and last.
 *
 * Deliberately light: a long page hydrates thirty of these, and a component library's accordion
 * (per-item contexts, presence tracking, a layout effect measuring every answer on mount) cost a
 * long main-thread task on a phone. The answers are in the prerendered HTML as well.
 */
function FaqAccordion({ group }: { group: FaqGroup }) {
  const [open, setOpen] = useState<number | null>(null);
  const titleId = `${group.id}-title`;
  return (
    <StyledGroup id={group.id} aria-labelledby={titleId}>
      <h2 id={titleId}>{group.title}</h2>
      <div onKeyDown={moveFocus}>
        {group.items.map((item, i) => {
          const expanded = open === i;
          const triggerId = `${group.id}-q${i}`;
          const panelId = `${group.id}-a${i}`;
          return (
            <div key={item.question} className="faq-item">
              <h3>
                <button
                  type="button"
                  id={triggerId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  data-faq-trigger=""
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  <span>{item.question}</span>
                  <Icon name="chevron-down" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </StyledGroup>
  );
}

/** One group as an island of the prerendered page (src/islands/registry.ts): found by its id. */
export function FaqGroupIsland({ groupId }: { groupId: string }) {
  const group = FAQ_GROUPS.find((g) => g.id === groupId);
  return group ? <FaqAccordion group={group} /> : null;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Arrow keys, Home and End move focus between the questions of one group. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  const target = event.target as HTMLElement;
  if (!move || !target.hasAttribute('data-faq-trigger')) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]')];
  const index = triggers.indexOf(target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  triggers[move(index, triggers.length)]?.focus();
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

/** The group and its items in one styled component: thirty items add no styled-component work each. */
const StyledGroup = styled.section`
  margin-bottom: ${theme.space.xl};
  scroll-margin-top: 5rem;
  > h2 {
    font-size: ${theme.fontSizes.xl};
  }
  .faq-item {
    border-bottom: 1px solid ${theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  h3 > button {
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
    &[aria-expanded='true'] svg {
      transform: rotate(180deg);
    }
    &:hover span {
      color: ${theme.colors.brand};
    }
  }
  [role='region'] {
    overflow: hidden;
    color: ${theme.colors.textMuted};
    p {
      margin: 0;
      padding-bottom: ${theme.space.md};
    }
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
