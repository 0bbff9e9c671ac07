import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/inline-icon';
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
import { ABOUT, VALUES, WHY_CHOOSE } from '../../../content/about';
import { media, theme } from '../../../styles/theme';

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
