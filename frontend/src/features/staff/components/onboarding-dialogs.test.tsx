// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../lib/api/client';
import { useToastStore } from '../../../stores/toast-store';
import { theme } from '../../../styles/theme';
import { InviteEnquiryDialog, OnboardClientDialog } from './onboarding-dialogs';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers by method and path; records what was sent (reads of lists after a change answer empty). */
function fakeApi(answers: Record<string, () => Response>) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(`http://localhost${input}`, init) : input;
      const url = new URL(request.url).pathname;
      if (request.method !== 'GET') sent.push({ method: request.method, url, body: JSON.parse(await request.clone().text()) as unknown });
      return (answers[`${request.method} ${url}`] ?? (() => json({ message: 'Not found' }, 404)))();
    }),
  );
  return sent;
}

const wrap = (ui: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </ThemeProvider>,
  );

const ONBOARDED = { businessId: 42, businessName: 'Karoo Olive Co', invitation: {} };

beforeEach(() => useToastStore.setState({ current: null }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('onboard a client', () => {
  it('shows a message beside each empty field and sends nothing', async () => {
    const sent = fakeApi({});
    wrap(<OnboardClientDialog open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter the business name.')).toBeInTheDocument();
    expect(screen.getByText("Enter the owner's first name.")).toBeInTheDocument();
    expect(screen.getByText("Enter the owner's last name.")).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("puts the API's 400 messages beside the fields and keeps the dialog open", async () => {
    fakeApi({
      'POST /api/staff/clients': () =>
        json({ statusCode: 400, message: 'Validation failed', errors: { ownerEmail: 'Please enter a valid email address' } }, 400),
    });
    const onClose = vi.fn();
    wrap(<OnboardClientDialog open onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: 'Karoo Olive Co' } });
    fireEvent.change(screen.getByLabelText("Owner's first name"), { target: { value: 'Naledi' } });
    fireEvent.change(screen.getByLabelText("Owner's last name"), { target: { value: 'Khumalo' } });
    fireEvent.change(screen.getByLabelText("Owner's email"), { target: { value: 'naledi@example.co.za' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText("Owner's email")).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the four fields and says where the invitation went', async () => {
    const sent = fakeApi({ 'POST /api/staff/clients': () => json(ONBOARDED, 201) });
    const onClose = vi.fn();
    wrap(<OnboardClientDialog open onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: ' Karoo Olive Co ' } });
    fireEvent.change(screen.getByLabelText("Owner's first name"), { target: { value: 'Naledi' } });
    fireEvent.change(screen.getByLabelText("Owner's last name"), { target: { value: 'Khumalo' } });
    fireEvent.change(screen.getByLabelText("Owner's email"), { target: { value: 'naledi@example.co.za' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl('post', '/staff/clients'),
        body: { businessName: 'Karoo Olive Co', ownerFirstName: 'Naledi', ownerLastName: 'Khumalo', ownerEmail: 'naledi@example.co.za' },
      },
    ]);
    expect(useToastStore.getState().current).toMatchObject({ description: 'Invitation sent to naledi@example.co.za' });
  });
});

describe('invite an enquiry as a client', () => {
  const enquiry = {
    id: 7,
    name: 'Naledi Khumalo',
    email: 'naledi@example.co.za',
    business: null,
    businessId: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    interest: null,
    isContacted: false,
    message: null,
    phone: null,
  };

  it("offers the person's name when the enquiry names no business, and sends the name as edited", async () => {
    const sent = fakeApi({ 'POST /api/staff/enquiries/7/invite': () => json(ONBOARDED, 201) });
    const onClose = vi.fn();
    wrap(<InviteEnquiryDialog enquiry={enquiry} onClose={onClose} />);
    const field = await screen.findByLabelText('Business name');
    await waitFor(() => expect(field).toHaveValue('Naledi Khumalo'));
    fireEvent.change(field, { target: { value: 'Khumalo Trading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: apiUrl('post', '/staff/enquiries/{id}/invite', { path: { id: 7 } }),
        body: { businessName: 'Khumalo Trading' },
      },
    ]);
    expect(useToastStore.getState().current).toMatchObject({ description: 'Invitation sent to naledi@example.co.za' });
  });

  it("shows the API's refusal of a second invite in the toast and keeps the dialog open", async () => {
    fakeApi({
      'POST /api/staff/enquiries/7/invite': () => json({ statusCode: 409, message: 'This enquiry has already become a client' }, 409),
    });
    const onClose = vi.fn();
    wrap(<InviteEnquiryDialog enquiry={{ ...enquiry, business: 'Karoo Olive Co' }} onClose={onClose} />);
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveValue('Karoo Olive Co'));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ description: 'This enquiry has already become a client' }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
