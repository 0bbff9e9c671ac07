import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/inline-icon';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import {
  ActionRow,
  CardGrid,
  CheckList,
  Container,
  IconBadge,
  PageHero,
  Section,
  SectionHeading,
  SiteCard,
} from '../../../components/ui/site-sections';
import { ABOUT, TEAM, VALUES, WHY_CHOOSE } from '../../../content/about';
import { FIRM } from '../../../content/firm';
import { portraitImage } from '../../../content/images';
import { media, theme } from '../../../styles/theme';
import { MembershipBadges } from '../components/membership-badges';

export function AboutPage() {
  return (
    <>
      <PageHero title={ABOUT.hero.title} lead={ABOUT.hero.lead} />

      <Section aria-labelledby="mission-title">
        <Container>
          <StyledTwoColumns>
            <div>
              <h2 id="mission-title">{ABOUT.mission.title}</h2>
              <StyledMission>{ABOUT.mission.text}</StyledMission>
            </div>
            <section aria-labelledby="story-title">
              <h2 id="story-title">{ABOUT.story.title}</h2>
              {ABOUT.story.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          </StyledTwoColumns>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="team-title">
        <Container>
          <SectionHeading id="team-title" title={ABOUT.team.title} lead={ABOUT.team.lead} />
          <StyledTeam>
            {TEAM.map((person) => (
              <li key={person.name}>
                <StyledPortrait image={portraitImage(person.portrait)} alt="" sizes="96px" />
                <h3>{person.name}</h3>
                <StyledRole>{person.role}</StyledRole>
                <p>{person.text}</p>
              </li>
            ))}
          </StyledTeam>
        </Container>
      </Section>

      {FIRM.memberships.length > 0 && (
        <Section aria-labelledby="memberships-title">
          <Container>
            <SectionHeading id="memberships-title" title={ABOUT.memberships.title} lead={ABOUT.memberships.lead} />
            <MembershipBadges label={ABOUT.memberships.title} />
          </Container>
        </Section>
      )}

      <Section $tone="surface" aria-labelledby="values-title">
        <Container>
          <SectionHeading id="values-title" title={ABOUT.values.title} lead={ABOUT.values.lead} />
          <CardGrid as="ul">
            {VALUES.map((value) => (
              <li key={value.title}>
                <SiteCard>
                  <IconBadge>
                    <Icon name={value.icon} />
                  </IconBadge>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </SiteCard>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section aria-labelledby="why-title">
        <Container>
          <SectionHeading id="why-title" title={ABOUT.whyChoose.title} lead={ABOUT.whyChoose.lead} />
          <CardGrid $columns={2}>
            {WHY_CHOOSE.map((group) => (
              <SiteCard key={group.title} as="section" aria-label={group.title}>
                <h3>{group.title}</h3>
                <CheckList>
                  {group.items.map((item) => (
                    <li key={item}>
                      <Icon name="check" size="1em" />
                      <span>{item}</span>
                    </li>
                  ))}
                </CheckList>
              </SiteCard>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section $tone="brand" aria-labelledby="about-cta-title">
        <Container>
          <StyledCta>
            <h2 id="about-cta-title">{ABOUT.cta.title}</h2>
            <p>{ABOUT.cta.lead}</p>
            <ActionRow $center>
              <ButtonLink to="/services" $variant="secondary">
                {ABOUT.cta.services}
              </ButtonLink>
              <ButtonLink to="/#contact" $variant="secondary">
                {ABOUT.cta.contact}
              </ButtonLink>
              <ButtonLink to="/#packages" $variant="secondary">
                {ABOUT.cta.packages}
              </ButtonLink>
            </ActionRow>
          </StyledCta>
        </Container>
      </Section>
    </>
  );
}

const StyledTwoColumns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${media.lg} {
    grid-template-columns: 1fr 1.3fr;
  }
`;

const StyledMission = styled.p`
  padding-left: ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  font-size: ${theme.fontSizes.lg};
`;

const StyledCta = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  text-align: center;
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const StyledTeam = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    padding: ${theme.space.lg};
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
  }
  h3 {
    margin: ${theme.space.sm} 0 0;
  }
  p {
    margin: ${theme.space.xs} 0 0;
  }
`;

const StyledPortrait = styled(ResponsiveImage)`
  img {
    display: block;
    width: 6rem;
    height: 6rem;
    border-radius: 50%;
  }
`;

const StyledRole = styled.p`
  font-weight: 600;
  color: ${theme.colors.accent};
`;
