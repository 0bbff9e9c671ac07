import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/inline-icon';
import {
  ActionRow,
  BackLink,
  Breadcrumb,
  CardGrid,
  CheckList,
  Container,
  IconBadge,
  PageHero,
  Section,
  SectionHeading,
  SiteCard,
} from '../../../components/ui/site-sections';
import { FIRM, mailto } from '../../../content/firm';
import { SERVICE_CARDS, SERVICES_PAGE } from '../../../content/services';
import { media, theme } from '../../../styles/theme';
import { HowItWorks } from '../components/how-it-works';
import { PackageCards } from '../components/package-cards';
import { Island } from '../../../components/island/island';
import { StarterOffer } from '../components/starter-offer';

const CONTACT_FORM = '/contact#contact-form';

export function ServicesPage() {
  return (
    <>
      <PageHero title={SERVICES_PAGE.hero.title} lead={SERVICES_PAGE.hero.lead}>
        <Breadcrumb
          items={[
            { label: 'Home', to: '/' },
            { label: SERVICES_PAGE.breadcrumb, to: '/services' },
          ]}
        />
        <BackLink to="/">{SERVICES_PAGE.backHome}</BackLink>
      </PageHero>

      <Section id={SERVICES_PAGE.servicesSection.id} aria-labelledby="services-title">
        <Container>
          <SectionHeading id="services-title" title={SERVICES_PAGE.servicesSection.title} lead={SERVICES_PAGE.servicesSection.lead} />
          <CardGrid as="ul">
            {SERVICE_CARDS.map((service) => (
              <StyledServiceItem key={service.id} id={service.id}>
                <SiteCard as="article" aria-labelledby={`${service.id}-title`}>
                  <IconBadge>
                    <Icon name={service.icon} />
                  </IconBadge>
                  <h3 id={`${service.id}-title`}>{service.title}</h3>
                  <p>{service.text}</p>
                  <CheckList>
                    {service.points.map((point) => (
                      <li key={point}>
                        <Icon name="check" size="1em" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </CheckList>
                </SiteCard>
              </StyledServiceItem>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <HowItWorks headingId="services-how-title" />

      <StarterOffer headingId="services-offer-title" enquireTo={CONTACT_FORM} />

      <Section id="packages" aria-labelledby="services-packages-title">
        <Container>
          <SectionHeading id="services-packages-title" title={SERVICES_PAGE.packages.title} lead={SERVICES_PAGE.packages.lead} />
          <Island name="package-cards" component={PackageCards} props={{ enquireTo: CONTACT_FORM, withAnchors: true }} />
        </Container>
      </Section>

      <Section $tone="brand" aria-labelledby="services-quote-title">
        <Container>
          <StyledBand>
            <div>
              <h2 id="services-quote-title">{SERVICES_PAGE.customQuote.title}</h2>
              <p>{SERVICES_PAGE.customQuote.lead}</p>
            </div>
            <ButtonLink to="/contact" $variant="secondary">
              {SERVICES_PAGE.customQuote.cta}
            </ButtonLink>
          </StyledBand>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="services-reach-title">
        <Container>
          <SectionHeading id="services-reach-title" title={SERVICES_PAGE.reachUs.title} lead={SERVICES_PAGE.reachUs.lead} />
          <ActionRow $center>
            <ButtonAnchor href={FIRM.whatsappUrl} target="_blank" rel="noopener noreferrer" $variant="primary">
              <Icon name="whatsapp" />
              {SERVICES_PAGE.reachUs.whatsapp}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </ButtonAnchor>
            <ButtonAnchor href={mailto(SERVICES_PAGE.reachUs.emailSubject)} $variant="outline">
              <Icon name="mail" />
              {SERVICES_PAGE.reachUs.email}: {FIRM.email}
            </ButtonAnchor>
          </ActionRow>
        </Container>
      </Section>
    </>
  );
}

const StyledServiceItem = styled.li`
  scroll-margin-top: 5rem;
`;

const StyledBand = styled.div`
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
