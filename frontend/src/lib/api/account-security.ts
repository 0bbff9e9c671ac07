import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError, apiRequest } from '../api-client';
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

export const TWO_FACTOR_STATUS = '/api/account/2fa';
export const SESSIONS = '/api/account/sessions';
export const PASSKEYS = '/api/account/passkeys';
export const ACTIVITY_PAGE_SIZE = 50;
export const activityPath = (offset: number) => `/api/account/activity?limit=${ACTIVITY_PAGE_SIZE}&offset=${offset}`;
export const EXPORT_URL = '/api/account/export';
export const EXPORT_STATUS = '/api/account/export/status';
export type DataExportStatus = Schema<'DataExportStatusDto'>;
/** The mailed link's copy (a large account): a plain link, the browser streams it to disk. */
export const exportDownloadUrl = (token: string) => `${EXPORT_URL}/download/${encodeURIComponent(token)}`;

/**
 * Asks for the copy of the account's data. A small account's ZIP comes straight back and is saved
 * as a file; a large one's answer is 202 (built in the background and mailed); more than one an
 * hour is a 429 whose message the caller shows (ApiError, as apiRequest throws).
 */
export async function requestDataExport(): Promise<{ kind: 'downloaded' } | { kind: 'preparing'; message: string }> {
  const res = await fetch(EXPORT_URL, { credentials: 'same-origin', headers: { Accept: 'application/zip, application/json' } });
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

export function isSecondFactorRequired(value: unknown): value is SecondFactorRequired {
  return typeof value === 'object' && value !== null && (value as { twoFactorRequired?: unknown }).twoFactorRequired === true;
}

export const setupTotp = () => apiRequest<TotpSetup>('/api/account/2fa/totp/setup', { method: 'POST' });

export const enableTotp = (code: string) =>
  apiRequest<Schema<'RecoveryCodesResponseDto'>>('/api/account/2fa/totp/enable', { method: 'POST', json: { code } });

export const disableTotp = (password: string, code: string) =>
  apiRequest<Schema<'SecurityMessageDto'>>('/api/account/2fa/totp/disable', { method: 'POST', json: { password, code } });

export const submitSecondFactor = (input: { code: string } | { recoveryCode: string }) =>
  apiRequest<CurrentUser>('/api/login/second-factor', { method: 'POST', json: input });

export const revokeSession = (handle: string) =>
  apiRequest<Schema<'RevokedSessionsDto'>>(`${SESSIONS}/${encodeURIComponent(handle)}`, { method: 'DELETE' });

export const revokeOtherSessions = () => apiRequest<Schema<'RevokedSessionsDto'>>(`${SESSIONS}/revoke-others`, { method: 'POST' });

export const removePasskey = (id: number) => apiRequest<Schema<'SecurityMessageDto'>>(`${PASSKEYS}/${id}`, { method: 'DELETE' });

/**
 * Confirms the password (and a code when the authenticator is on), then runs the browser's passkey
 * creation and stores the new passkey under `name` (docs/account-security.md: adding one is a
 * re-authentication).
 */
export async function addPasskey(name: string, confirm: Schema<'PasskeyRegistrationOptionsDto'>): Promise<PasskeySummary> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(`${PASSKEYS}/options`, { method: 'POST', json: confirm });
  const response = await startRegistration({ optionsJSON });
  return apiRequest<PasskeySummary>(PASSKEYS, { method: 'POST', json: { name, response } });
}

/** Signs in with a passkey: password-less, or as the second step when the session is half signed in. */
export async function signInWithPasskey(): Promise<CurrentUser> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>('/api/login/passkey/options', { method: 'POST' });
  const response = await startAuthentication({ optionsJSON });
  return apiRequest<CurrentUser>('/api/login/passkey', { method: 'POST', json: { response } });
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
