// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api/client';
import { useSessionStore, type CurrentUser } from '../../../stores/session-store';
import { theme } from '../../../styles/theme';
import { TaxCalendarPage } from './tax-calendar-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const obligation = (id: number, type: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  label,
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  dueDate: '2026-12-07',
  status: 'upcoming',
  overdue: false,
  prn: null,
  amount: null,
  note: null,
  proofDocumentIds: [],
  proofs: [],
  updatedAt: '2026-11-26T10:00:00Z',
  ...extra,
});

const ROWS = [
  obligation(1, 'VAT201', 'VAT201 for Sep–Oct 2026', { status: 'awaiting_client', overdue: true }),
  obligation(2, 'EMP201', 'EMP201 for Nov 2026'),
  obligation(3, 'VAT201', 'VAT201 for Nov–Dec 2026', {
    status: 'submitted',
    prn: '4123456789VAT0001',
    amount: 12500.5,
    proofDocumentIds: [41],
    proofs: [{ id: 41, fileName: 'vat-proof.pdf' }],
  }),
];

function fakeApi(grant: 'read' | 'write') {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(`http://localhost${input}`, init) : input;
      const url = new URL(request.url);
      if (url.pathname === apiUrl('get', '/businesses/current'))
        return json({
          id: 7,
          name: 'Fynbos Studio',
          role: grant === 'write' ? 'owner' : 'viewer',
          grants: [{ capability: 'compliance', grant }],
        });
      if (url.pathname === apiUrl('get', '/compliance/obligations')) {
        asked.push(url.search);
        return json(ROWS);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return asked;
}

const renderPage = () =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <TaxCalendarPage />
        </MemoryRouter>
      </SWRConfig>
    </ThemeProvider>,
  );

beforeEach(() => {
  useSessionStore.getState().setUser({ id: 3, username: 'thandi', email: 'thandi@example.co.za', role: 'client' } as CurrentUser);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().setUser(null);
});

describe('the tax calendar screen', () => {
  it('lists each obligation with its status, overdue badge, PRN, amount and proof', async () => {
    fakeApi('write');
    renderPage();
    const late = (await screen.findByText('VAT201 for Sep–Oct 2026')).closest('tr')!;
    expect(within(late).getByText('Awaiting you')).toBeTruthy();
    expect(within(late).getByText('Overdue')).toBeTruthy();
    const done = screen.getByText('VAT201 for Nov–Dec 2026').closest('tr')!;
    expect(within(done).getByText('Submitted')).toBeTruthy();
    expect(done.textContent).toContain('PRN 4123456789VAT0001');
    expect(done.textContent).toContain('R12,500.50');
    expect(within(done).getByRole('link', { name: 'Download vat-proof.pdf' }).getAttribute('href')).toBe(
      apiUrl('get', '/documents/{id}/file', { path: { id: 41 } }),
    );
    expect(done.textContent).toContain('7 Dec 2026');
  });

  it('asks for the chosen year and filters by type and status in the browser', async () => {
    const asked = fakeApi('write');
    renderPage();
    await screen.findByText('EMP201 for Nov 2026');
    expect(asked[0]).toMatch(/^\?from=\d{4}-01-01&to=\d{4}-\d{2}-\d{2}$/);

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'VAT201' } });
    expect(screen.queryByText('EMP201 for Nov 2026')).toBeNull();
    expect(screen.getByText('VAT201 for Sep–Oct 2026')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    expect(screen.queryByText('VAT201 for Nov–Dec 2026')).toBeNull();
    expect(screen.getByText('VAT201 for Sep–Oct 2026')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    expect(screen.getByText('No obligation matches these filters.')).toBeTruthy();

    const year = screen.getByLabelText('Show') as HTMLSelectElement;
    const next = year.options[year.options.length - 1].value;
    fireEvent.change(year, { target: { value: next } });
    await waitFor(() => expect(asked).toContain(`?from=${next}-01-01&to=${next}-12-31`));
  });

  it('offers "Add proof" only to roles that may attach it', async () => {
    fakeApi('read');
    renderPage();
    await screen.findByText('EMP201 for Nov 2026');
    // Wait for the grants too: until they are known nothing is offered either.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /^Add proof/ })).toBeNull();
    cleanup();

    fakeApi('write');
    renderPage();
    expect(await screen.findByRole('button', { name: 'Add proof: EMP201 for Nov 2026' })).toBeTruthy();
  });
});
