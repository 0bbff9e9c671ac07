import { useId, useState } from 'react';
import styled from 'styled-components';
import { Select } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { switcherContent as t } from '../../../content/businesses';
import { errorMessage } from '../../../lib/api-client';
import { useBusinesses, useCurrentBusiness, useSelectBusiness } from '../../../lib/api/businesses';

/**
 * The business the dashboard acts for, in the header of every dashboard screen. A person in more
 * than one business gets a select listing them with their role: picking one makes it the
 * session's business and reloads every list, on the same screen. Nothing for staff (no business).
 */
export function BusinessSwitcher() {
  const { data: current } = useCurrentBusiness();
  const { data: businesses } = useBusinesses();
  const select = useSelectBusiness();
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!current) return null;

  if (!businesses || businesses.length < 2) {
    return (
      <StyledBusiness data-testid="current-business">
        <StyledLabel as="span">{t.label}</StyledLabel>
        <StyledName title={current.name}>{current.name}</StyledName>
      </StyledBusiness>
    );
  }

  const change = async (value: string) => {
    const businessId = Number(value);
    if (businessId === current.id) return;
    setBusy(true);
    try {
      const business = await select(businessId);
      toast({ title: t.switched(business.name) });
    } catch (err) {
      toast({ title: t.switchFailed, description: errorMessage(err, t.switchFailedFallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledBusiness data-testid="current-business">
      <StyledLabel htmlFor={id}>{t.label}</StyledLabel>
      <StyledSelect id={id} value={String(current.id)} disabled={busy} onChange={(e) => void change(e.target.value)}>
        {businesses.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {t.option(b.name, b.role)}
          </option>
        ))}
      </StyledSelect>
    </StyledBusiness>
  );
}

const StyledBusiness = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledLabel = styled.label`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledName = styled.strong`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSelect = styled(Select)`
  min-width: 0;
  width: auto;
  max-width: 100%;
  min-height: 2.75rem;
`;
