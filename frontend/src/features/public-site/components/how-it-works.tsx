import styled from 'styled-components';
import { Container, Section, SectionHeading } from '../../../components/ui/site-sections';
import { HOW_IT_WORKS } from '../../../content/home';
import { media, theme } from '../../../styles/theme';

/** The three steps from first email to a signed service agreement. */
export function HowItWorks({ headingId }: { headingId: string }) {
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId} title={HOW_IT_WORKS.title} lead={HOW_IT_WORKS.lead} />
        <StyledSteps>
          {HOW_IT_WORKS.steps.map((step, i) => (
            <li key={step.title}>
              <StyledNumber aria-hidden="true">{i + 1}</StyledNumber>
              <h3>
                <span className="visually-hidden">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </StyledSteps>
      </Container>
    </Section>
  );
}

const StyledSteps = styled.ol`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: ${theme.space.lg};
    border-top: 4px solid ${theme.colors.brand};
    background: ${theme.colors.surface};
    border-radius: ${theme.radii.md};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const StyledNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  margin-bottom: ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.white};
  font-weight: 700;
`;
