import styled, { createGlobalStyle, css } from 'styled-components';
import { Icon } from '../../../components/ui/inline-icon';
import { FIRM } from '../../../content/firm';
import { FLOATING_BUTTONS } from '../../../content/navigation';
import { BACK_TO_TOP_AFTER_PX, useScrolledPast } from './use-scroll';
import { media, theme } from '../../../styles/theme';

/** Call and WhatsApp buttons, and back-to-top once the page is scrolled past 300 px. */
export function FloatingActions({ topTargetId }: { topTargetId: string }) {
  const showBackToTop = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <StyledStack aria-label={FLOATING_BUTTONS.group}>
      <StyledToastClearance />
      {showBackToTop ? (
        <StyledButton
          as="button"
          type="button"
          aria-label={FLOATING_BUTTONS.backToTop}
          title={FLOATING_BUTTONS.backToTop}
          $tone="plain"
          onClick={() => {
            const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
            document.getElementById(topTargetId)?.focus({ preventScroll: true });
          }}
        >
          <Icon name="arrow-up" />
        </StyledButton>
      ) : null}
      <StyledButton
        href={FIRM.phoneHref}
        aria-label={`${FLOATING_BUTTONS.call}: ${FIRM.phone}`}
        title={FLOATING_BUTTONS.call}
        $tone="brand"
      >
        <Icon name="phone" />
      </StyledButton>
      <StyledButton
        href={FIRM.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${FLOATING_BUTTONS.whatsapp} (opens in a new tab)`}
        title={FLOATING_BUTTONS.whatsapp}
        $tone="whatsapp"
      >
        <Icon name="whatsapp" />
      </StyledButton>
    </StyledStack>
  );
}

/**
 * While the buttons are on screen, toasts (components/ui/toast.tsx) rise above the stack instead
 * of covering the call and WhatsApp buttons: room for three 3 rem buttons, two gaps and the margin.
 */
const StyledToastClearance = createGlobalStyle`
  ${media.md} {
    :root {
      --floating-actions-clearance: calc(3 * 3rem + 2 * ${theme.space.sm} + ${theme.space.md});
    }
  }
`;

/**
 * Below 768 px there is no room beside the text: floating buttons sat over paragraphs and over the
 * enquiry form's Send button. There the three are an ordinary row at the end of the page, after
 * the footer; the header and footer keep the phone number one tap away (docs/mobile-and-overview.md).
 */
const StyledStack = styled.aside`
  display: flex;
  justify-content: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  background: ${theme.colors.brandDark};
  ${media.md} {
    position: fixed;
    right: ${theme.space.md};
    bottom: ${theme.space.md};
    z-index: ${theme.zIndex.floating};
    flex-direction: column;
    gap: ${theme.space.sm};
    padding: 0;
    background: none;
  }
`;

const StyledButton = styled.a<{ $tone: 'brand' | 'whatsapp' | 'plain' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  box-shadow: ${theme.shadows.lg};
  cursor: pointer;
  ${({ $tone, theme }) =>
    $tone === 'brand'
      ? css`
          background: ${theme.colors.brand};
          color: ${theme.colors.white};
          /* A white ring keeps the dark buttons visible over the dark footer. */
          border: 2px solid ${theme.colors.white};
        `
      : $tone === 'whatsapp'
        ? css`
            background: ${theme.colors.success};
            color: ${theme.colors.white};
            border: 2px solid ${theme.colors.white};
          `
        : css`
            background: ${theme.colors.white};
            color: ${theme.colors.brand};
            border: 1px solid ${theme.colors.border};
          `}
`;
