import { BUY_STEPS, type BuyStep } from '@table-bay/shared';
import styled from 'styled-components';
import { media } from '../../styles/theme';

/**
 * Where a client is in buying a package (docs/engagement-letters.md): choose → sign → invoice →
 * pay → active. Steps before `current` are done; the current one is marked for screen readers with
 * aria-current. Used by the package confirmation and the engagement letter screens.
 */
export function BuySteps({ current }: { current: BuyStep }) {
  const at = BUY_STEPS.findIndex((s) => s.key === current);
  return (
    <StyledSteps aria-label="Buying a package">
      {BUY_STEPS.map((step, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'todo';
        return (
          <StyledStep key={step.key} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{state === 'done' ? '✓' : i + 1}</span>
            <span>
              {step.label}
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
            </span>
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}

const StyledSteps = styled.ol`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  ${media.md} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  > span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.brand)};
    background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.brand : $state === 'done' ? theme.colors.brandLight : theme.colors.white)};
    color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.white : theme.colors.brand)};
  }
`;
