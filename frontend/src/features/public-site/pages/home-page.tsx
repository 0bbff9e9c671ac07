import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Icon } from '../../../components/ui/inline-icon';
import {
  CardGrid,
  CheckList,
  Container,
  IconBadge,
  Section,
  SectionHeading,
  SiteCard,
  StyledEyebrow,
} from '../../../components/ui/site-sections';
import { ABOUT } from '../../../content/about';
import { FIRM } from '../../../content/firm';
import { BENEFITS, HOME } from '../../../content/home';
import { HERO_IMAGE } from '../../../content/images';
import { media, theme } from '../../../styles/theme';
import { EnquiryForm } from '../enquiry/components/enquiry-form';
import { Island } from '../../../components/island/island';
import { ContactDetails } from '../components/contact-details';
import { HowItWorks } from '../components/how-it-works';
import { MembershipBadges } from '../components/membership-badges';
import { PackageCards } from '../components/package-cards';
import { StarterOffer } from '../components/starter-offer';
import { Testimonials } from '../components/testimonials';

export function HomePage() {
  return (
    <>
      <StyledHero aria-labelledby="home-title">
        <StyledHeroContainer>
          <StyledHeroInner>
            <StyledEyebrow>{HOME.hero.eyebrow}</StyledEyebrow>
            <StyledHeroTitle id="home-title">{HOME.hero.title}</StyledHeroTitle>
            <StyledHeroLead>{HOME.hero.lead}</StyledHeroLead>
            <StyledHeroActions>
              <ButtonLink to={`#${HOME.packages.id}`} $variant="primary">
                {HOME.hero.viewPackages}
              </ButtonLink>
              <ButtonLink to={`#${HOME.contact.id}`} $variant="outline">
                {HOME.hero.getStarted}
              </ButtonLink>
            </StyledHeroActions>
            <StyledHighlights>
              {HOME.hero.highlights.map((item) => (
                <li key={item}>
                  <Icon name="check" size="1em" />
                  <span>{item}</span>
                </li>
              ))}
            </StyledHighlights>
          </StyledHeroInner>
          {/* A drawing beside the text from 768 px; kept small so the heading stays the largest paint. */}
          <StyledHeroImage image={HERO_IMAGE} alt="" sizes="(min-width: 1024px) 320px, 256px" />
        </StyledHeroContainer>
      </StyledHero>

      <Section id={HOME.peaceOfMind.id} aria-labelledby="peace-of-mind-title">
        <Container>
          <SectionHeading
            id="peace-of-mind-title"
            eyebrow={HOME.peaceOfMind.eyebrow}
            title={HOME.peaceOfMind.title}
            lead={HOME.peaceOfMind.lead}
          />
          <CardGrid as="ul">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title}>
                <SiteCard>
                  <IconBadge>
                    <Icon name={benefit.icon} />
                  </IconBadge>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </SiteCard>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="technology-title">
        <Container>
          <SectionHeading id="technology-title" title={HOME.technology.title} lead={HOME.technology.lead} />
          <StyledLogos>
            {HOME.technology.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </StyledLogos>
          <StyledNote>{HOME.technology.trademarks}</StyledNote>
        </Container>
      </Section>

      <HowItWorks headingId="how-it-works-title" />

      <StarterOffer headingId="starter-offer-title" enquireTo={`#${HOME.contact.id}`} />

      <Section id={HOME.packages.id} aria-labelledby="packages-title">
        <Container>
          <SectionHeading id="packages-title" eyebrow={HOME.packages.eyebrow} title={HOME.packages.title} lead={HOME.packages.lead} />
          <Island name="package-cards" component={PackageCards} props={{ enquireTo: `#${HOME.contact.id}` }} />
        </Container>
      </Section>

      <Testimonials headingId="testimonials-title" />
      {FIRM.memberships.length > 0 && (
        <StyledMemberships>
          <Container>
            <MembershipBadges label={ABOUT.memberships.title} />
          </Container>
        </StyledMemberships>
      )}

      <Section id={HOME.customQuote.id} $tone="brand" aria-labelledby="custom-quote-title">
        <Container>
          <StyledQuote>
            <div>
              <h2 id="custom-quote-title">{HOME.customQuote.title}</h2>
              <p>{HOME.customQuote.lead}</p>
            </div>
            <ButtonLink to={`#${HOME.contact.id}`} $variant="secondary">
              {HOME.customQuote.cta}
            </ButtonLink>
          </StyledQuote>
        </Container>
      </Section>

      <Section id={HOME.contact.id} $tone="surface" aria-labelledby="contact-title">
        <Container>
          <SectionHeading id="contact-title" eyebrow={HOME.contact.eyebrow} title={HOME.contact.title} lead={HOME.contact.lead} />
          <StyledContactGrid>
            <Island name="enquiry" component={EnquiryForm} props={{ variant: 'home' }} hydrate="load" />
            <ContactDetails headingId="home-contact-details" title={HOME.contact.detailsTitle} />
          </StyledContactGrid>
        </Container>
      </Section>
    </>
  );
}

const StyledHero = styled.section`
  padding: ${theme.space.xxl} 0;
  background: linear-gradient(160deg, ${theme.colors.brandLight} 0%, ${theme.colors.white} 70%);
  ${media.md} {
    padding: ${theme.space.section} 0;
  }
`;

const StyledHeroContainer = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space.xl};
`;

const StyledHeroInner = styled.div`
  max-width: 48rem;
  min-width: 0;
`;

const StyledHeroImage = styled(ResponsiveImage)`
  display: none;
  ${media.md} {
    display: block;
    flex: 0 0 auto;
    width: 16rem;
  }
  ${media.lg} {
    width: 20rem;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const StyledNote = styled.p`
  margin: ${theme.space.md} auto 0;
  max-width: 46rem;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledMemberships = styled.div`
  padding-bottom: ${theme.space.xxl};
`;

const StyledHeroTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  color: ${theme.colors.brandDark};
  ${media.md} {
    font-size: ${theme.fontSizes.display};
  }
`;

const StyledHeroLead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.lg} 0;
`;

const StyledHighlights = styled(CheckList)`
  font-weight: 600;
  ${media.md} {
    grid-auto-flow: column;
  }
`;

const StyledLogos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space.sm} ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.white};
    font-weight: 700;
    color: ${theme.colors.brand};
  }
`;

const StyledQuote = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  align-items: flex-start;
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
  p {
    max-width: 42rem;
    margin: 0;
  }
`;

const StyledContactGrid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;
