import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A small coloured label; the tone is decoration, the text always says what it means. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.6rem;
  white-space: nowrap;
  background: ${({ theme, $tone = 'neutral' }) =>
    ({
      success: theme.colors.successSoft,
      warning: theme.colors.warningSoft,
      danger: theme.colors.dangerSoft,
      info: theme.colors.infoSoft,
      neutral: theme.colors.surface,
    })[$tone]};
  color: ${({ theme, $tone = 'neutral' }) =>
    ({
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      info: theme.colors.info,
      neutral: theme.colors.textMuted,
    })[$tone]};
  svg {
    width: 0.875rem;
    height: 0.875rem;
  }
`;

/** A round counter, e.g. the red badge on the Document Requests tab. */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.35rem;
  height: 1.35rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1;
`;

/** A row marker for unread or uncontacted items: a dot beside the text, announced by the status cell. */
export const UnreadDot = styled.span`
  display: inline-block;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
`;
