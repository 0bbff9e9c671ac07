import { STARTER_OFFER_PRICE } from '@table-bay/shared';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Container, Section, StyledEyebrow } from '../../../components/ui/site-sections';
import { Icon } from '../../../components/ui/inline-icon';
import { HOME } from '../../../content/home';
import { formatMoney } from '../../../lib/format';
import { media, theme } from '../../../styles/theme';

/** The R199 per month starter cloud accounting offer with its Enquire Now link. */
export function StarterOffer({ headingId, enquireTo }: { headingId: string; enquireTo: string }) {
  return (
    <Section $tone="surface" aria-labelledby={headingId}>
      <Container>
        <StyledOffer>
          <div>
            <StyledEyebrow>{HOME.offer.eyebrow}</StyledEyebrow>
            <h2 id={headingId}>{HOME.offer.title}</h2>
            <p>{HOME.offer.lead}</p>
            <StyledPoints>
              {HOME.offer.points.map((point) => (
                <li key={point}>
                  <Icon name="check" size="1em" />
                  {point}
                </li>
              ))}
            </StyledPoints>
          </div>
          <StyledPriceBox>
            <StyledPrice>{formatMoney(STARTER_OFFER_PRICE)}</StyledPrice>
            <p>{HOME.offer.perMonth}</p>
            <ButtonLink to={enquireTo} $variant="primary" $block>
              {HOME.offer.cta}
            </ButtonLink>
          </StyledPriceBox>
        </StyledOffer>
      </Container>
    </Section>
  );
}

const StyledOffer = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  padding: ${theme.space.lg};
  border: 2px dashed ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.accentSoft};
  ${media.md} {
    grid-template-columns: 2fr 1fr;
    padding: ${theme.space.xl};
  }
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const StyledPoints = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${theme.colors.success};
  }
`;

const StyledPriceBox = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  text-align: center;
  box-shadow: ${theme.shadows.md};
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.display};
  font-weight: 800;
  line-height: 1.1;
  color: ${theme.colors.brand};
`;
