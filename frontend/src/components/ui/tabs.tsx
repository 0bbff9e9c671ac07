import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';

/** Radix tabs (arrow keys move between tabs, the panel follows) with the project's underline look. */
export const Tabs = RadixTabs.Root;
export const TabPanel = RadixTabs.Content;

export const TabList = styled(RadixTabs.List)`
  display: flex;
  /* Tabs wrap onto a second row on a phone rather than hide behind a sideways scroll. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled(RadixTabs.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;
