import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, theme } from '../../styles/theme';
import { Icon } from './inline-icon';

/** Layout pieces of the public website's pages: width container, sections, section headings, hero, breadcrumb. */

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  ${media.md} {
    padding: 0 ${theme.space.lg};
  }
`;

export type SectionTone = 'plain' | 'surface' | 'brand';

export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${theme.space.xxl} 0;
  ${media.md} {
    padding: ${theme.space.section} 0;
  }
  ${({ $tone, theme }) =>
    $tone === 'surface'
      ? css`
          background: ${theme.colors.surface};
        `
      : $tone === 'brand'
        ? css`
            background: ${theme.colors.brand};
            color: ${theme.colors.white};
          `
        : ''}
`;

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** h2 unless told otherwise. */
  level?: 1 | 2;
  align?: 'start' | 'center';
}

/** Eyebrow, heading and lead paragraph of a section; `id` names the heading for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, level = 2, align = 'center' }: SectionHeadingProps) {
  const Heading = level === 1 ? StyledH1 : StyledH2;
  return (
    <StyledHeading $align={align}>
      {eyebrow ? <StyledEyebrow>{eyebrow}</StyledEyebrow> : null}
      <Heading id={id}>{title}</Heading>
      {lead ? <StyledLead>{lead}</StyledLead> : null}
    </StyledHeading>
  );
}

const StyledHeading = styled.div<{ $align: 'start' | 'center' }>`
  max-width: 46rem;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${theme.space.xl};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};
`;

export const StyledEyebrow = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
`;

const StyledH1 = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  ${media.md} {
    font-size: ${theme.fontSizes.display};
  }
`;

const StyledH2 = styled.h2`
  font-size: ${theme.fontSizes.xl};
  ${media.md} {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const StyledLead = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

/** The opening band of an inner page: breadcrumb or back link, h1 and lead. */
export function PageHero({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <StyledHero>
      <Container>
        {children}
        <StyledHeroTitle>{title}</StyledHeroTitle>
        {lead ? <StyledHeroLead>{lead}</StyledHeroLead> : null}
      </Container>
    </StyledHero>
  );
}

const StyledHero = styled.div`
  padding: ${theme.space.xl} 0;
  background: ${theme.colors.brandLight};
  ${media.md} {
    padding: ${theme.space.xxl} 0;
  }
`;

const StyledHeroTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  margin: 0 0 ${theme.space.sm};
  ${media.md} {
    font-size: ${theme.fontSizes.display};
  }
`;

const StyledHeroLead = styled.p`
  max-width: 46rem;
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

export interface BreadcrumbItem {
  label: string;
  to: string;
}

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <StyledBreadcrumb aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={item.to}>
            {i < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </StyledBreadcrumb>
  );
}

const StyledBreadcrumb = styled.nav`
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: ${theme.space.xs};
    color: ${theme.colors.textMuted};
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

/** Cards in one column on a phone, two from md, three from lg. */
export const CardGrid = styled.div<{ $columns?: 2 | 3 }>`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

/** A white card with a border, for grids of content. */
export const SiteCard = styled.div<{ $highlight?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${theme.space.lg};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border: 2px solid ${theme.colors.accent};
      box-shadow: ${theme.shadows.lg};
    `}
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`;

/** A round icon badge at the top of a card. */
export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brand};
`;

/** A list with check marks, for features and benefits. */
export const CheckList = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${theme.colors.success};
  }
`;

/** A row of buttons or links that wraps on a phone. */
export const ActionRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
`;

/** "Back to …" link with an arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBack to={to}>
      <Icon name="arrow-left" size="1em" />
      {children}
    </StyledBack>
  );
}

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.xxs} 0;
  font-weight: 600;
`;
