import { useState } from 'react';
import { Input, Select } from '../ui/form-field';
import { ToolbarField } from '../ui/layout';
import { useClientChoices } from '../../lib/api/client-choices';
import { clientChoiceContent as t } from '../../content/staff';

interface ClientFilterProps {
  /** The select's id; the search box is `${id}-search`. */
  id: string;
  label: string;
  /** The option that filters nothing ("Every client"). */
  anyLabel: string;
  value: number | null;
  onChange: (clientId: number | null) => void;
}

/**
 * A toolbar's client filter: a search box that narrows the clients offered, and the select of the
 * matches (newest first, up to a page). The chosen client stays in the select while another search
 * is typed; one chosen elsewhere (a link) that is not among the matches shows as its number.
 */
export function ClientFilter({ id, label, anyLabel, value, onChange }: ClientFilterProps) {
  const [search, setSearch] = useState('');
  const clients = useClientChoices(search, value);
  const unknown = value !== null && !clients.options.some((c) => c.id === value);
  return (
    <>
      <ToolbarField>
        <label htmlFor={`${id}-search`}>{t.searchLabel}</label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </ToolbarField>
      <ToolbarField>
        <label htmlFor={id}>{label}</label>
        <Select
          id={id}
          value={value ?? ''}
          onChange={(e) => {
            const next = e.target.value === '' ? null : Number(e.target.value);
            clients.choose(next);
            onChange(next);
          }}
        >
          <option value="">{anyLabel}</option>
          {unknown && <option value={value}>#{value}</option>}
          {clients.options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.businessName || c.name}
            </option>
          ))}
        </Select>
      </ToolbarField>
    </>
  );
}
