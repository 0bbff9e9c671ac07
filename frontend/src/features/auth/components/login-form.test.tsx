// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api/client';
import { theme } from '../../../styles/theme';
import { loginSchema } from '../api/login';
import { LoginForm } from './login-form';

/** A fetch that answers from a queue and records the requests it was sent. */
function fakeFetch(answers: Response[]) {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      sent.push(request);
      return Promise.resolve(answers.shift()!);
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const form = (onSuccess = () => {}) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <LoginForm onSuccess={onSuccess} />
      </MemoryRouter>
    </ThemeProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in form', () => {
  it('asks for the username or email in one field the browser fills with the saved username', () => {
    form();
    const field = screen.getByLabelText('Username or email');
    expect(field).toHaveAttribute('autocomplete', 'username');
    expect(field).toHaveAttribute('id', 'login-username');
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('admits an email address as typed, trimmed, and still needs something', () => {
    expect(loginSchema.parse({ username: '  Thandi.M@Example.co.za ', password: 'x' })).toEqual({
      username: 'Thandi.M@Example.co.za',
      password: 'x',
    });
    expect(loginSchema.parse({ username: 'thandi', password: 'x' }).username).toBe('thandi');
    const empty = loginSchema.safeParse({ username: '   ', password: '' });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Username is required'],
      ['password', 'Password is required'],
    ]);
  });

  it('sends an email address in the username field of POST /api/login', async () => {
    const sent = fakeFetch([json({ id: 7, username: 'thandi', email: 'thandi@example.co.za' })]);
    const onSuccess = vi.fn();
    form(onSuccess);
    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: ' thandi@example.co.za ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(new URL(sent[0].url).pathname).toBe(apiUrl('post', '/login'));
    expect(JSON.parse(await sent[0].text())).toEqual({ username: 'thandi@example.co.za', password: 'correct-horse-42' });
  });
});
