// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { theme } from '../../styles/theme';
import { ConfirmDialog } from './confirm-dialog';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { DataTable, type Column } from './table';

const themed = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

interface Row {
  id: number;
  name: string;
  amount: string;
}
const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', card: 'title', cell: (r) => r.name },
  { id: 'amount', header: 'Amount', card: 'meta', align: 'end', cell: (r) => r.amount },
  { id: 'note', header: 'Note', cell: () => 'n/a' },
  { id: 'actions', header: 'Actions', headerHidden: true, card: 'action', cell: (r) => <button>Open {r.name}</button> },
];

describe('DataTable', () => {
  afterEach(cleanup);

  it('renders one page of rows at a time with pageSize, and the Pager moves between pages', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, amount: 'R 1' }));
    // Plain DOM queries: role queries over a whole table are slow in jsdom.
    const { container } = themed(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(r) => r.id} pageSize={10} />);
    const bodyRows = () => container.querySelectorAll('tbody tr');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Row 1')).toBeTruthy();
    const next = () => [...container.querySelectorAll('nav button')].find((b) => /next/i.test(b.textContent ?? ''))!;
    fireEvent.click(next());
    fireEvent.click(next());
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Row 23')).toBeTruthy();
    expect(screen.queryByText('Row 1')).toBeNull();
  });

  it('renders every row and no Pager without pageSize', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, amount: 'R 1' }));
    const { container } = themed(<DataTable caption="Many" columns={COLUMNS} rows={many} rowKey={(r) => r.id} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(23);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('renders one table named by its caption, a header per column and a row per record', () => {
    themed(
      <DataTable
        caption="Invoices"
        columns={COLUMNS}
        rows={[
          { id: 1, name: 'Alpha', amount: 'R10' },
          { id: 2, name: 'Beta', amount: 'R20' },
        ]}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `row-${r.id}` })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Amount', 'Note', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const beta = screen.getByTestId('row-2');
    expect(
      within(beta)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-card')),
    ).toEqual(['title', 'meta', 'detail', 'action']);
    expect(within(beta).getByRole('button', { name: 'Open Beta' })).toBeInTheDocument();
  });

  it('labels detail and meta cells for the card layout without repeating the label to screen readers', () => {
    themed(<DataTable caption="Invoices" columns={COLUMNS} rows={[{ id: 1, name: 'Alpha', amount: 'R10' }]} rowKey={(r) => r.id} />);
    const cells = screen.getAllByRole('cell');
    const label = (cell: HTMLElement) => cell.querySelector('.card-label');
    expect(label(cells[0])).toBeNull();
    expect(label(cells[1])).toHaveTextContent('Amount');
    expect(label(cells[2])).toHaveTextContent('Note');
    expect(label(cells[2])).toHaveAttribute('aria-hidden', 'true');
    expect(label(cells[3])).toBeNull();
    expect(cells[1]).toHaveAttribute('data-align', 'end');
  });
});

describe('QueryState', () => {
  afterEach(cleanup);

  it('shows the spinner while loading, then the error with a retry, then empty, then the content', () => {
    const retry = vi.fn();
    const view = (props: Partial<React.ComponentProps<typeof QueryState>>) => (
      <ThemeProvider theme={theme}>
        <QueryState isLoading={false} error={null} onRetry={retry} empty={<p>Nothing yet</p>} {...props}>
          <p>The list</p>
        </QueryState>
      </ThemeProvider>
    );
    const { rerender } = render(view({ isLoading: true, label: 'Loading invoices' }));
    expect(screen.getByText('Loading invoices')).toBeInTheDocument();
    expect(screen.queryByText('The list')).toBeNull();

    rerender(view({ error: new Error('down') }));
    expect(screen.getByRole('alert')).toHaveTextContent('This information could not be loaded. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(view({ isEmpty: true }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByText('The list')).toBeNull();

    rerender(view({}));
    expect(screen.getByText('The list')).toBeInTheDocument();
  });
});

describe('Pager', () => {
  afterEach(cleanup);

  it('is absent when one page holds everything', () => {
    themed(<Pager offset={0} limit={25} total={25} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('announces the range and moves by one page, disabled at either end', () => {
    const onChange = vi.fn();
    const { rerender } = themed(<Pager offset={0} limit={25} total={60} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 1–25 of 60');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(25);

    rerender(
      <ThemeProvider theme={theme}>
        <Pager offset={50} limit={25} total={60} onChange={onChange} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 51–60 of 60');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(25);
  });
});

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('asks, confirms, and shows the busy label while the action runs', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { rerender } = themed(
      <ConfirmDialog
        open
        title="Remove Sipho?"
        text="This cannot be undone."
        confirmLabel="Remove"
        busy={false}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Sipho?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <ThemeProvider theme={theme}>
        <ConfirmDialog
          open
          title="Remove Sipho?"
          text="x"
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy
          onConfirm={onConfirm}
          onClose={onClose}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Removing…' })).toBeDisabled();
  });
});

describe('applyServerErrors', () => {
  afterEach(cleanup);

  function Form({ source, rename }: { source: unknown; rename?: Record<string, 'email' | 'terms'> }) {
    const defaults = { email: '', terms: '' };
    const { register, setError, formState } = useForm({ defaultValues: defaults });
    return (
      <form>
        <input aria-label="Email" {...register('email')} />
        <input aria-label="Terms" {...register('terms')} />
        <button type="button" onClick={() => applyServerErrors(setError, source, defaults, { rename })}>
          Apply
        </button>
        <p data-testid="email-error">{formState.errors.email?.message}</p>
        <p data-testid="terms-error">{formState.errors.terms?.message}</p>
      </form>
    );
  }

  it("puts an ApiError's field messages beside the form's fields, skipping unknown fields and focusing the first", async () => {
    const err = new ApiError(400, JSON.stringify({ statusCode: 400, message: 'Invalid', errors: { email: 'Email is taken', other: 'x' } }));
    render(<Form source={err} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Email is taken')).toBeInTheDocument();
    expect(screen.getByTestId('terms-error')).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('maps renamed server fields and accepts a plain record; anything else places nothing', async () => {
    render(<Form source={{ acceptTerms: 'Please accept the terms' }} rename={{ acceptTerms: 'terms' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please accept the terms')).toBeInTheDocument();

    const placed = applyServerErrors(vi.fn(), new Error('network'), ['email']);
    expect(placed).toBe(0);
  });
});
