import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '../api-client';
import { api, apiKey, apiUrl } from './client';
import type { Schema } from './types';
import type { CurrentUser } from '../../stores/session-store';

/** Routes of backend/src/account-security (docs/account-security.md); shapes generated from its OpenAPI document. */
export type SecondFactorMethod = Schema<'SecondFactorMethod'>;
export type SecondFactorRequired = Schema<'SecondFactorRequiredDto'>;
export type TwoFactorStatus = Schema<'TwoFactorStatusDto'>;
export type TotpSetup = Schema<'TotpSetupResponseDto'>;
export type DeviceSession = Schema<'DeviceSessionDto'>;
export type PasskeySummary = Schema<'PasskeyDto'>;
export type AccountActivity = Schema<'AccountActivityDto'>;
export type AccountActivityPage = Schema<'AccountActivityPageDto'>;

export const TWO_FACTOR_STATUS = apiKey('/account/2fa');
export const SESSIONS = apiKey('/account/sessions');
export const PASSKEYS = apiKey('/account/passkeys');
export const ACTIVITY_PAGE_SIZE = 50;
export const activityPath = (offset: number) => apiKey('/account/activity', { query: { limit: ACTIVITY_PAGE_SIZE, offset } });
export const EXPORT_STATUS = apiKey('/account/export/status');
export type DataExportStatus = Schema<'DataExportStatusDto'>;
/** The mailed link's copy (a large account): a plain link, the browser streams it to disk. */
export const exportDownloadUrl = (token: string) => apiUrl('get', '/account/export/download/{token}', { path: { token } });

/**
 * Asks for the copy of the account's data. A small account's ZIP comes straight back and is saved
 * as a file; a large one's answer is 202 (built in the background and mailed); more than one an
 * hour is a 429 whose message the caller shows (ApiError, as every API call throws).
 */
export async function requestDataExport(): Promise<{ kind: 'downloaded' } | { kind: 'preparing'; message: string }> {
  const res = await fetch(apiUrl('get', '/account/export'), {
    credentials: 'same-origin',
    headers: { Accept: 'application/zip, application/json' },
  });
  if (res.status === 202) return { kind: 'preparing', message: ((await res.json()) as Schema<'DataExportPreparingDto'>).message };
  if (!res.ok) throw new ApiError(res.status, await res.text());
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { kind: 'downloaded' };
}

/**
 * The WebAuthn options are the W3C structure @simplewebauthn builds on the server and reads in the
 * browser; the OpenAPI document describes them only as an object with a challenge
 * (backend/src/account-security/dto/passkey.dto.ts, WebAuthnOptionsDto), so the library's own type
 * is the contract here. The one narrowing of an API answer outside the generated types.
 */
function asWebAuthn<T>(options: Schema<'WebAuthnOptionsDto'>): T {
  return options as unknown as T;
}

export function isSecondFactorRequired(value: unknown): value is SecondFactorRequired {
  return typeof value === 'object' && value !== null && (value as { twoFactorRequired?: unknown }).twoFactorRequired === true;
}

export const setupTotp = () => api.post('/account/2fa/totp/setup');

export const enableTotp = (code: string) => api.post('/account/2fa/totp/enable', { body: { code } });

export const disableTotp = (password: string, code: string) => api.post('/account/2fa/totp/disable', { body: { password, code } });

export const submitSecondFactor = (input: { code: string } | { recoveryCode: string }) => api.post('/login/second-factor', { body: input });

export const revokeSession = (handle: string) => api.delete('/account/sessions/{handle}', { params: { path: { handle } } });

export const revokeOtherSessions = () => api.post('/account/sessions/revoke-others');

export const removePasskey = (id: number) => api.delete('/account/passkeys/{id}', { params: { path: { id } } });

/**
 * Confirms the password (and a code when the authenticator is on), then runs the browser's passkey
 * creation and stores the new passkey under `name` (docs/account-security.md: adding one is a
 * re-authentication).
 */
export async function addPasskey(name: string, confirm: Schema<'PasskeyRegistrationOptionsDto'>): Promise<PasskeySummary> {
  const options = await api.post('/account/passkeys/options', { body: confirm });
  const response = await startRegistration({ optionsJSON: asWebAuthn<PublicKeyCredentialCreationOptionsJSON>(options) });
  // Spread: the DTO documents the browser's response as an open object, which an interface type is not.
  return api.post('/account/passkeys', { body: { name, response: { ...response } } });
}

/** Signs in with a passkey: password-less, or as the second step when the session is half signed in. */
export async function signInWithPasskey(): Promise<CurrentUser> {
  const options = await api.post('/login/passkey/options');
  const response = await startAuthentication({ optionsJSON: asWebAuthn<PublicKeyCredentialRequestOptionsJSON>(options) });
  return api.post('/login/passkey', { body: { response: { ...response } } });
}

/** The recovery codes as a text file the browser downloads. */
export function downloadRecoveryCodes(codes: string[], firmName: string): void {
  const text = [
    `${firmName}: recovery codes for two-factor sign-in`,
    `Saved ${new Date().toISOString().slice(0, 10)}. Each code works once. Keep them somewhere safe.`,
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'recovery-codes.txt';
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
