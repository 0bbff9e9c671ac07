import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, touchTarget } from '../../styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '2.25rem' : '2.75rem')};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `${theme.space.xxs} ${theme.space.sm}` : `${theme.space.xs} ${theme.space.md}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  /* Never wider than its container: a long label (an email address) wraps instead of pushing the page sideways on a phone. */
  max-width: 100%;
  overflow-wrap: break-word;
  /* Small buttons stay small on a desktop; a thumb gets the full target. */
  ${media.touch} {
    min-height: ${touchTarget};
    min-width: ${touchTarget};
  }
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;

  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.brandLight};
          color: ${theme.colors.brandDark};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.brand};
          }
        `;
      case 'outline':
        return css`
          background: ${theme.colors.white};
          color: ${theme.colors.brand};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.brand};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.brand};
          &:hover:not(:disabled) {
            background: ${theme.colors.brandLight};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.white};
          &:hover:not(:disabled) {
            background: ${theme.colors.text};
          }
        `;
      default:
        return css`
          background: ${theme.colors.brand};
          color: ${theme.colors.white};
          &:hover:not(:disabled) {
            background: ${theme.colors.brandDark};
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A button; `type` defaults to "button" so nothing submits a form by accident. */
export const Button = styled.button.attrs<ButtonStyleProps & { type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({
  type: type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An in-app link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link to another origin or a file, looking like a button. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A square icon-only button; give it an aria-label. */
export const IconButton = styled.button.attrs<{ type?: 'button' | 'submit' }>(({ type }) => ({ type: type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  ${media.touch} {
    width: ${touchTarget};
    height: ${touchTarget};
  }
`;
