// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api/client';
import { useSessionStore, type CurrentUser } from '../../../stores/session-store';
import { useToastStore } from '../../../stores/toast-store';
import { theme } from '../../../styles/theme';
import { InvitationPage } from './invitation-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PREVIEW = { businessName: 'Fynbos Studio (Pty) Ltd', role: 'bookkeeper', email: 'pieter@example.co.za' };
const INVALID = 'This invitation link is not valid any more. Ask the person who invited you for a new one.';

/** Answers by path; records what was sent. */
function fakeApi(answers: Record<string, () => Response>) {
  const sent: { method: string; url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(`http://localhost${input}`, init) : input;
      const url = new URL(request.url).pathname;
      sent.push({ method: request.method, url, body: request.method === 'GET' ? '' : await request.clone().text() });
      return (answers[`${request.method} ${url}`] ?? (() => json({ message: 'Not found' }, 404)))();
    }),
  );
  return sent;
}

const page = (path: string) =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/invitations/accept" element={<InvitationPage />} />
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/auth" element={<h1>Sign in</h1>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </ThemeProvider>,
  );

const signedIn = (email: string) => useSessionStore.getState().setUser({ id: 3, username: 'thandi', email, role: 'client' } as CurrentUser);

beforeEach(() => useToastStore.setState({ current: null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, status: 'loading' });
});

describe('the invitation page', () => {
  it('without a token says the link is not complete, and asks the API nothing', () => {
    const sent = fakeApi({});
    useSessionStore.getState().clear();
    page('/invitations/accept');
    expect(screen.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not complete.');
    expect(sent).toEqual([]);
  });

  it('shows the API’s sentence for a link that no longer works', async () => {
    fakeApi({ 'GET /api/invitations/old': () => json({ statusCode: 404, message: INVALID }, 404) });
    useSessionStore.getState().clear();
    page('/invitations/accept?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('signed out: the business, role and address, a registration with the address read-only, and a way to sign in', async () => {
    const sent = fakeApi({
      'GET /api/invitations/tok': () => json(PREVIEW),
      'POST /api/register': () => json({ id: 12, username: 'pieter', email: PREVIEW.email, role: 'client' }, 201),
    });
    useSessionStore.getState().clear();
    page('/invitations/accept?token=tok');
    expect(await screen.findByTestId('invitation-business')).toHaveTextContent('Fynbos Studio (Pty) Ltd');
    expect(screen.getByText('Bookkeeper')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue(PREVIEW.email);
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'I already have a login: sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();

    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'pieterb' } });
    fireEvent.input(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Correct-Horse-42' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'Correct-Horse-42' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create login and join' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const body = JSON.parse(sent.find((r) => r.method === 'POST')!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'pieterb', email: PREVIEW.email, invitationToken: 'tok', acceptTerms: true });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(useSessionStore.getState().user?.email).toBe(PREVIEW.email);
  });

  it('signed in: accepts with POST /api/invitations/accept and goes to the dashboard', async () => {
    const sent = fakeApi({
      'GET /api/invitations/tok': () => json(PREVIEW),
      'POST /api/invitations/accept': () => json({ id: 7, name: PREVIEW.businessName, role: 'bookkeeper', grants: [] }),
    });
    signedIn(PREVIEW.email);
    page('/invitations/accept?token=tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: apiUrl('post', '/invitations/accept'), body: '{"token":"tok"}' },
    ]);
    expect(useToastStore.getState().current?.title).toBe('You joined Fynbos Studio (Pty) Ltd');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });

  it('signed in with another address: the API’s refusal in a toast, on the page', async () => {
    const refusal = 'This invitation is for another email address. Sign in with that address.';
    fakeApi({
      'GET /api/invitations/tok': () => json(PREVIEW),
      'POST /api/invitations/accept': () => json({ statusCode: 403, message: refusal }, 403),
    });
    signedIn('someone@else.co.za');
    page('/invitations/accept?token=tok');
    expect(await screen.findByText('Signed in with another address? Sign out and use the invited one.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Could not accept the invitation', description: refusal }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You are invited' })).toBeInTheDocument();
  });
});
