/** Session fields this module adds. */
declare module '../session/app-session' {
  interface SessionData {
    /**
     * Half signed in: the password (or nothing yet, for a passkey ceremony) was right for this user,
     * but the second step is still due. The session carries no user meanwhile, so every
     * guarded route answers 401; only the second-step routes read this.
     */
    secondFactor?: { userId: number; startedAt: number };
    /** Where this sign-in came from, for the signed-in devices list. */
    device?: DeviceStamp;
    /** The challenge of a WebAuthn ceremony in progress (registration or sign-in). */
    webauthn?: WebAuthnCeremony;
  }
}

/** Where a sign-in came from, kept on its session (DeviceSessionsService.stamp). */
export interface DeviceStamp {
  userAgent: string;
  ip: string | null;
  signedInAt: number;
  method: SignInMethod;
}

/** A WebAuthn challenge waiting for its answer (passkeys.service.ts spends it on first use). */
export interface WebAuthnCeremony {
  challenge: string;
  purpose: 'register' | 'sign-in' | 'second-factor';
  issuedAt: number;
}

export type SignInMethod = 'password' | 'totp' | 'recovery-code' | 'passkey' | 'registration';

export {};
