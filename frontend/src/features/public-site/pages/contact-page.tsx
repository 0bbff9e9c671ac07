import styled from 'styled-components';
import { Icon } from '../../../components/ui/inline-icon';
import {
  BackLink,
  Breadcrumb,
  CardGrid,
  Container,
  IconBadge,
  PageHero,
  Section,
  SectionHeading,
  SiteCard,
} from '../../../components/ui/site-sections';
import { CONTACT_PAGE } from '../../../content/contact';
import { FIRM, firmAddressLine, mailto } from '../../../content/firm';
import { media, theme } from '../../../styles/theme';
import { EnquiryForm } from '../enquiry/components/enquiry-form';
import { Island } from '../../../components/island/island';

export function ContactPage() {
  const { cards } = CONTACT_PAGE;
  return (
    <>
      <PageHero title={CONTACT_PAGE.hero.title} lead={CONTACT_PAGE.hero.lead}>
        <Breadcrumb
          items={[
            { label: 'Home', to: '/' },
            { label: CONTACT_PAGE.breadcrumb, to: '/contact' },
          ]}
        />
        <BackLink to="/">{CONTACT_PAGE.backHome}</BackLink>
      </PageHero>

      <Section aria-label="Ways to reach us">
        <Container>
          <CardGrid as="ul">
            <li>
              <SiteCard as="section" aria-labelledby="contact-whatsapp-title">
                <IconBadge>
                  <Icon name="whatsapp" />
                </IconBadge>
                <h2 id="contact-whatsapp-title">{cards.whatsapp.title}</h2>
                <p>{cards.whatsapp.text}</p>
                <a href={FIRM.whatsappUrl} target="_blank" rel="noopener noreferrer">
                  {cards.whatsapp.link} ({FIRM.whatsappNumber})<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </SiteCard>
            </li>
            <li>
              <SiteCard as="section" aria-labelledby="contact-email-title">
                <IconBadge>
                  <Icon name="mail" />
                </IconBadge>
                <h2 id="contact-email-title">{cards.email.title}</h2>
                <p>{cards.email.text}</p>
                <a href={mailto(cards.email.subject)}>{FIRM.email}</a>
              </SiteCard>
            </li>
            <li>
              <SiteCard as="section" aria-labelledby="contact-hours-title">
                <IconBadge>
                  <Icon name="clock" />
                </IconBadge>
                <h2 id="contact-hours-title">{cards.hours.title}</h2>
                <p>
                  {FIRM.hours.weekdays}
                  <br />
                  {FIRM.hours.sunday}
                </p>
                <StyledMuted>{cards.hours.text}</StyledMuted>
              </SiteCard>
            </li>
          </CardGrid>

          <StyledLocation aria-labelledby="contact-location-title">
            <IconBadge>
              <Icon name="map-pin" />
            </IconBadge>
            <div>
              <h2 id="contact-location-title">{CONTACT_PAGE.location.title}</h2>
              <address>
                {firmAddressLine()}
                <br />
                {FIRM.address.province}, {FIRM.address.country}
                <br />
                {CONTACT_PAGE.location.phone}: <a href={FIRM.phoneHref}>{FIRM.phone}</a>
              </address>
              <StyledMuted>{CONTACT_PAGE.location.text}</StyledMuted>
            </div>
          </StyledLocation>
        </Container>
      </Section>

      <Section id={CONTACT_PAGE.form.id} $tone="surface" aria-labelledby="contact-form-title">
        <Container>
          <StyledFormWrap>
            <SectionHeading id="contact-form-title" title={CONTACT_PAGE.form.title} lead={CONTACT_PAGE.form.lead} />
            <Island name="enquiry" component={EnquiryForm} props={{ variant: 'contact' }} hydrate="load" />
          </StyledFormWrap>
        </Container>
      </Section>
    </>
  );
}

const StyledMuted = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const StyledLocation = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  ${media.md} {
    flex-direction: row;
  }
  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  address {
    font-style: normal;
  }
`;

const StyledFormWrap = styled.div`
  max-width: 48rem;
  margin: 0 auto;
`;
