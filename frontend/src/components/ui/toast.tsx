import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

// The store and the `toast()` call live in stores/, so lib/ can raise a toast without importing
// a component; they are re-exported here for the screens that already import them from this file.
import { TOAST_DURATION_MS, useToastStore, type ToastVariant } from '../../stores/toast-store';

export { TOAST_DURATION_MS, toast, useToastStore, type ToastMessage, type ToastVariant } from '../../stores/toast-store';

/**
 * Radix Toast: announced to screen readers, reachable with F8, dismissed by swiping right past
 * 50 px or with its close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {children}
      {current && (
        <StyledToast
          key={current.id}
          $variant={current.variant ?? 'default'}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss();
          }}
          data-testid="toast"
          data-variant={current.variant ?? 'default'}
        >
          <StyledToastText>
            <StyledToastTitle>{current.title}</StyledToastTitle>
            {current.description && <StyledToastDescription>{current.description}</StyledToastDescription>}
          </StyledToastText>
          <StyledToastClose aria-label="Close notification">×</StyledToastClose>
        </StyledToast>
      )}
      <StyledViewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}

const slideIn = keyframes`from { transform: translateX(calc(100% + 24px)); } to { transform: translateX(0); }`;

const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  /* Above the public site's floating call/WhatsApp buttons when they are there (floating-actions.tsx). */
  bottom: var(--floating-actions-clearance, 0px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: min(420px, 100vw);
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  outline: none;
`;

const StyledToast = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.white};
    `}
  &[data-state='open'] {
    animation: ${slideIn} 150ms ease-out;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const StyledToastText = styled.div`
  flex: 1;
`;

const StyledToastTitle = styled(RadixToast.Title)`
  font-weight: 600;
`;

const StyledToastDescription = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledToastClose = styled(RadixToast.Close)`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0 ${({ theme }) => theme.space.xxs};
`;
