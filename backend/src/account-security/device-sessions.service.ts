import { Inject, Injectable } from '@nestjs/common';
import { InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { createHmac } from 'node:crypto';
import type { AuditContext } from '../common/audit/audit-context';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SessionRecord } from '../session/session-record.entity';
import { TypeormSessionStore } from '../session/typeorm-session.store';
import type { DeviceStamp, SignInMethod } from './session-data';
import './session-data';
import { describeUserAgent } from './user-agent';

export const SESSION_NOT_FOUND = 'Session not found';
export const REVOKE_CURRENT = 'This is the session you are using: sign out instead';

export interface DeviceSession {
  handle: string;
  browser: string;
  os: string;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  ip: string | null;
  signedInAt: Date | null;
  lastActiveAt: Date | null;
  method: SignInMethod | null;
  current: boolean;
}

/**
 * The signed-in devices list. Sessions are named to the browser by an opaque handle, an HMAC of
 * the session id under a server key: stable, unguessable, and no way back to the id itself.
 */
@Injectable()
export class DeviceSessionsService {
  private readonly handleKey: Buffer;

  constructor(
    private readonly store: TypeormSessionStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.handleKey = createHmac('sha256', config.session.secret).update('session-handle').digest();
  }

  /**
   * What the (new) session notes about where this sign-in came from (`session.device`); set after
   * every full sign-in. `from`: the request's audit context.
   */
  stamp(from: Pick<AuditContext, 'ip' | 'userAgent'>, method: SignInMethod): DeviceStamp {
    return { userAgent: (from.userAgent ?? '').slice(0, 400), ip: from.ip, signedInAt: Date.now(), method };
  }

  handleOf(sessionId: string): string {
    return createHmac('sha256', this.handleKey).update(sessionId).digest('base64url').slice(0, 32);
  }

  async list(userId: number, currentSid: string): Promise<DeviceSession[]> {
    const rows = await this.store.liveSessionsOf(userId);
    const list = rows.map((row) => this.describe(row, currentSid));
    return list.sort(
      (a, b) => Number(b.current) - Number(a.current) || (b.lastActiveAt?.getTime() ?? 0) - (a.lastActiveAt?.getTime() ?? 0),
    );
  }

  /** Ends one of the user's other sessions at once: the row goes, and every instance reads it afresh on each request. */
  async revoke(userId: number, handle: string, currentSid: string): Promise<void> {
    const sid = (await this.store.sessionIdsOf(userId)).find((id) => this.handleOf(id) === handle);
    if (!sid) throw new NotFoundError('device_session.not_found', SESSION_NOT_FOUND);
    if (sid === currentSid) throw new InvalidInputError('device_session.revoke_current', REVOKE_CURRENT);
    await this.store.destroy(sid);
  }

  /** Ends every session of the user but this one; answers how many ended. */
  async revokeOthers(userId: number, currentSid: string): Promise<number> {
    const before = await this.store.countSessionsOf(userId);
    await this.store.destroyUserSessions(userId, currentSid);
    const after = await this.store.countSessionsOf(userId);
    return before - after;
  }

  private describe(row: SessionRecord, currentSid: string): DeviceSession {
    let data: {
      device?: { userAgent?: string; ip?: string | null; signedInAt?: number; method?: SignInMethod };
      authenticatedAt?: number;
    } = {};
    try {
      data = JSON.parse(row.data) as typeof data;
    } catch {
      // A damaged row still lists (and can be revoked); it just shows no details.
    }
    const device = describeUserAgent(data.device?.userAgent);
    const signedInAt = data.device?.signedInAt ?? data.authenticatedAt ?? null;
    return {
      handle: this.handleOf(row.id),
      browser: device?.browser ?? 'Unknown browser',
      os: device?.os ?? 'Unknown system',
      deviceType: device?.deviceType ?? 'unknown',
      ip: data.device?.ip ?? null,
      signedInAt: signedInAt ? new Date(signedInAt) : null,
      lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt) : null,
      method: data.device?.method ?? null,
      current: row.id === currentSid,
    };
  }
}
