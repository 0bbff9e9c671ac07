import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { touchTarget } from '../../styles/theme';
import styled, { keyframes } from 'styled-components';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Wider layout for forms. */
  size?: 'md' | 'lg';
}

/**
 * Radix Dialog with the project's look: focus moves in on open, is trapped while open, returns to
 * the trigger on close; Escape and the close button dismiss it.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent $size={size} {...(description ? {} : { 'aria-describedby': undefined })}>
          <StyledHeader>
            <StyledTitle>{title}</StyledTitle>
            {description ? <StyledDescription>{description}</StyledDescription> : null}
          </StyledHeader>
          {children}
          {footer ? <StyledFooter>{footer}</StyledFooter> : null}
          <StyledClose aria-label="Close">
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </StyledClose>
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog when clicked (wrap a Button with asChild). */
export const DialogClose = RadixDialog.Close;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(10, 42, 43, 0.55);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  animation: ${fadeIn} 120ms ease-out;
`;

const StyledContent = styled(RadixDialog.Content)<{ $size: 'md' | 'lg' }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - ${({ theme }) => theme.space.lg});
  max-width: ${({ $size }) => ($size === 'lg' ? '44rem' : '32rem')};
  max-height: calc(100dvh - ${({ theme }) => theme.space.xl});
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.lg};
  animation: ${fadeIn} 120ms ease-out;
  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding-right: ${({ theme }) => theme.space.xl};
`;

const StyledTitle = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0;
`;

const StyledDescription = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledClose = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${touchTarget};
  height: ${touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
