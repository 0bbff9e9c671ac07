import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  WebAuthnCredential,
} from '@simplewebauthn/server';
import { actingAs, AuditContext } from '../common/audit/audit-context';
import { Clock } from '../common/clock/clock';
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../common/errors/domain-error';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user.entity';
import { Passkey } from './passkey.entity';
import { PasskeyRemovalLinks } from './passkey-removal-link';
import type { WebAuthnCeremony } from './session-data';
import { runWriteTransaction } from '../database/write-transaction';

/** The WebAuthn library, loaded on the first passkey ceremony rather than at start (it is large). */
const webauthn = () => import('@simplewebauthn/server');

export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
export const PASSKEY_CEREMONY_EXPIRED = 'That passkey request has expired. Please try again.';
export const PASSKEY_ALREADY_ADDED = 'That passkey is already added to your account';
export const REMOVAL_LINK_INVALID = 'This link is invalid or has expired.';
/** How long a challenge stays good: the browser's own timeout is one minute. */
const CEREMONY_MS = 5 * 60_000;

/**
 * Where the challenge of a WebAuthn ceremony waits between its two requests. The routes pass the
 * session (which has this field, session-data.ts), so a challenge cannot be replayed elsewhere;
 * the service itself never sees the request.
 */
export interface CeremonySlot {
  webauthn?: WebAuthnCeremony;
}

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/**
 * Passkeys (WebAuthn): registration, listing, removal, and the checks behind signing in with one.
 * The challenge of a ceremony lives in the session, so it cannot be replayed elsewhere.
 */
@Injectable()
export class PasskeysService {
  constructor(
    @InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.removalLinks = new PasskeyRemovalLinks(config.session.secret);
  }

  private readonly removalLinks: PasskeyRemovalLinks;

  countFor(userId: number): Promise<number> {
    return this.passkeys.countBy({ userId });
  }

  async list(userId: number): Promise<PasskeySummary[]> {
    const rows = await this.passkeys.find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt }));
  }

  async registrationOptions(user: User, slot: CeremonySlot): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.passkeys.find({ where: { userId: user.id }, select: { credentialId: true, transports: true } });
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: this.config.webauthn.rpName,
      rpID: this.config.webauthn.rpId,
      userName: user.username,
      userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      // The user handle: stable per user, and what a discoverable passkey hands back at sign-in.
      userID: new TextEncoder().encode(`user:${user.id}`),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: splitTransports(p.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    slot.webauthn = { challenge: options.challenge, purpose: 'register', issuedAt: Date.now() };
    return options;
  }

  async register(
    user: User,
    name: string,
    response: RegistrationResponseJSON,
    slot: CeremonySlot | undefined,
    audit: AuditContext,
    afterChange?: (m: EntityManager) => Promise<void>,
  ): Promise<PasskeySummary> {
    const challenge = this.takeChallenge(slot, 'register');
    const { verifyRegistrationResponse } = await webauthn();
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webauthn.origin,
        expectedRPID: this.config.webauthn.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw new InvalidInputError('passkey.not_verified', PASSKEY_NOT_VERIFIED);
    }
    if (!verified.verified || !verified.registrationInfo) throw new InvalidInputError('passkey.not_verified', PASSKEY_NOT_VERIFIED);
    const { credential } = verified.registrationInfo;
    if (await this.passkeys.existsBy({ credentialId: credential.id }))
      throw new InvalidInputError('passkey.already_added', PASSKEY_ALREADY_ADDED);
    const saved = await runWriteTransaction(this.db, async (m) => {
      const row = await m.save(
        m.create(Passkey, {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports?.join(',') ?? null,
          name: name.trim(),
          lastUsedAt: null,
        }),
      );
      await afterChange?.(m);
      return row;
    });
    await this.activity.record(audit, 'passkey-added', { passkeyId: saved.id, name: saved.name });
    return { id: saved.id, name: saved.name, createdAt: saved.createdAt, lastUsedAt: null };
  }

  async remove(userId: number, id: number, audit: AuditContext): Promise<void> {
    const row = await this.passkeys.findOneBy({ id, userId });
    if (!row) throw new NotFoundError('passkey.not_found', PASSKEY_NOT_FOUND);
    await this.passkeys.delete({ id, userId });
    await this.activity.record(audit, 'passkey-removed', { passkeyId: id, name: row.name });
  }

  /**
   * A password reset's view of the account's passkeys, read in its transaction: they survive the
   * reset (they are not the password), so it lists them and offers one link removing them all.
   * The link is signed over the new password hash, so the next password change voids it.
   */
  async survivingReset(
    m: EntityManager,
    user: { id: number; password: string },
  ): Promise<{ passkeys: Array<Omit<PasskeySummary, 'id'>>; removeToken: string | null }> {
    const rows = await m.find(Passkey, { where: { userId: user.id }, order: { id: 'ASC' } });
    return {
      passkeys: rows.map((p) => ({ name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })),
      removeToken: rows.length > 0 ? this.removalLinks.issue(user, this.clock.nowMs()) : null,
    };
  }

  /**
   * Removes every passkey of the account: the one action a password reset offers, through the
   * link it answers and mails (passkey-removal-link.ts). Answers how many were removed.
   */
  async removeAllByLink(token: string, audit: AuditContext): Promise<number> {
    const userId = this.removalLinks.claimedUserId(token, this.clock.nowMs());
    const user = userId === null ? null : await this.db.getRepository(User).findOneBy({ id: userId });
    if (!user || !this.removalLinks.verify(token, user)) throw new InvalidInputError('passkey.removal_link_invalid', REMOVAL_LINK_INVALID);
    const removed = (await this.passkeys.delete({ userId: user.id })).affected ?? 0;
    await this.activity.record(actingAs(audit, user.id), 'passkeys-removed', { removed, via: 'password-reset' });
    return removed;
  }

  /**
   * Options for signing in. For a half-signed-in session (passkey as the second factor) only that
   * user's passkeys are offered; otherwise the browser offers whichever passkey it holds for us.
   */
  async signInOptions(slot: CeremonySlot, pendingUserId: number | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const allow =
      pendingUserId === null
        ? []
        : await this.passkeys.find({ where: { userId: pendingUserId }, select: { credentialId: true, transports: true } });
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: this.config.webauthn.rpId,
      allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: splitTransports(p.transports) })),
      userVerification: pendingUserId === null ? 'required' : 'preferred',
    });
    slot.webauthn = {
      challenge: options.challenge,
      purpose: pendingUserId === null ? 'sign-in' : 'second-factor',
      issuedAt: Date.now(),
    };
    return options;
  }

  /**
   * Checks a sign-in assertion; answers the user id it proves. A password-less sign-in needs user
   * verification (the passkey is then two factors in one); as a second factor, presence is enough.
   */
  async verifySignIn(slot: CeremonySlot | undefined, response: AuthenticationResponseJSON, pendingUserId: number | null): Promise<number> {
    const challenge = this.takeChallenge(slot, pendingUserId === null ? 'sign-in' : 'second-factor');
    const row = typeof response?.id === 'string' ? await this.passkeys.findOneBy({ credentialId: response.id }) : null;
    if (!row || (pendingUserId !== null && row.userId !== pendingUserId)) throw notVerified();
    const { verifyAuthenticationResponse } = await webauthn();
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webauthn.origin,
        expectedRPID: this.config.webauthn.rpId,
        credential: {
          id: row.credentialId,
          publicKey: Buffer.from(row.publicKey, 'base64url'),
          counter: row.counter,
          transports: splitTransports(row.transports),
        },
        requireUserVerification: pendingUserId === null,
      });
    } catch {
      throw notVerified();
    }
    if (!verified.verified) throw notVerified();
    await this.passkeys.update({ id: row.id }, { counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() });
    return row.userId;
  }

  /** The session's challenge for this ceremony, spent on first use (no replay). */
  private takeChallenge(slot: CeremonySlot | undefined, purpose: WebAuthnCeremony['purpose']): string {
    const ceremony = slot?.webauthn;
    if (slot) delete slot.webauthn;
    if (!ceremony || ceremony.purpose !== purpose || Date.now() - ceremony.issuedAt > CEREMONY_MS) {
      throw new InvalidInputError('passkey.ceremony_expired', PASSKEY_CEREMONY_EXPIRED);
    }
    return ceremony.challenge;
  }
}

/** A sign-in assertion that does not hold: 401, as a wrong password would be. */
function notVerified(): UnauthenticatedError {
  return new UnauthenticatedError('passkey.sign_in_not_verified', PASSKEY_NOT_VERIFIED);
}

function splitTransports(value: string | null): WebAuthnCredential['transports'] {
  return value ? (value.split(',') as NonNullable<WebAuthnCredential['transports']>) : undefined;
}
