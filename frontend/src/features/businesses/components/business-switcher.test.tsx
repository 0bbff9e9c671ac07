// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApi, apiKey, apiUrl } from '../../../lib/api/client';
import { useSessionStore, type CurrentUser } from '../../../stores/session-store';
import { useToastStore } from '../../../stores/toast-store';
import { theme } from '../../../styles/theme';
import { BusinessSwitcher } from './business-switcher';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const FYNBOS = { id: 7, name: 'Fynbos Studio (Pty) Ltd', role: 'owner', grants: [{ capability: 'people', grant: 'write' }] };
const KAROO = { id: 9, name: 'Karoo Traders', role: 'bookkeeper', grants: [{ capability: 'documents', grant: 'write' }] };

/** A fake API: the current business (changed by PUT), the list, and a documents list that counts its loads. */
function fakeApi(businesses: (typeof FYNBOS)[]) {
  let current = businesses[0];
  const sent: { method: string; url: string; body: string }[] = [];
  let documentLoads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(`http://localhost${input}`, init) : input;
      const url = new URL(request.url).pathname;
      sent.push({ method: request.method, url, body: request.method === 'GET' ? '' : await request.clone().text() });
      if (url === apiUrl('get', '/businesses/current')) return json(current);
      if (url === apiUrl('get', '/businesses'))
        return json(businesses.map((b) => ({ id: b.id, name: b.name, role: b.role, current: b.id === current.id })));
      if (url === apiUrl('put', '/session/business') && request.method === 'PUT') {
        const { businessId } = JSON.parse(await request.text()) as { businessId: number };
        current = businesses.find((b) => b.id === businessId)!;
        return json(current);
      }
      if (url === apiUrl('get', '/documents')) {
        documentLoads += 1;
        return json([]);
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return { sent, documentLoads: () => documentLoads };
}

/** Another list on the same screen, to see that switching reloads it. */
function DocumentsList() {
  useApi(apiKey('/documents'));
  return null;
}

const renderSwitcher = () =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BusinessSwitcher />
        <DocumentsList />
      </SWRConfig>
    </ThemeProvider>,
  );

beforeEach(() => {
  useSessionStore.getState().setUser({ id: 3, username: 'thandi', email: 'thandi@example.co.za', role: 'client' } as CurrentUser);
  useToastStore.setState({ current: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('the business switcher', () => {
  it('shows the one business by name, without a select', async () => {
    fakeApi([FYNBOS]);
    renderSwitcher();
    expect(await screen.findByText('Fynbos Studio (Pty) Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lists every business with the role, the current one chosen', async () => {
    fakeApi([FYNBOS, KAROO]);
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Business' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Fynbos Studio (Pty) Ltd (Owner)',
      'Karoo Traders (Bookkeeper)',
    ]);
    expect(select).toHaveValue('7');
  });

  it('switches with PUT /api/session/business and reloads the lists on screen', async () => {
    const api = fakeApi([FYNBOS, KAROO]);
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Business' });
    await waitFor(() => expect(api.documentLoads()).toBe(1));

    fireEvent.change(select, { target: { value: '9' } });

    await waitFor(() => expect(select).toHaveValue('9'));
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', url: apiUrl('put', '/session/business'), body: '{"businessId":9}' },
    ]);
    await waitFor(() => expect(api.documentLoads()).toBe(2));
    expect(useToastStore.getState().current?.title).toBe('Now working for Karoo Traders');
  });

  it('says why when the switch is refused, and stays on the business', async () => {
    const api = fakeApi([FYNBOS, KAROO]);
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Business' });
    vi.mocked(fetch).mockImplementationOnce(async () => json({ statusCode: 404, message: 'Business not found' }, 404));
    fireEvent.change(select, { target: { value: '9' } });
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Could not switch business', description: 'Business not found' }),
    );
    expect(select).toHaveValue('7');
    expect(api.sent.some((r) => r.method === 'PUT')).toBe(false);
  });
});
