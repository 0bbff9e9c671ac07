import { isIP } from 'node:net';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditContext } from '../common/audit/audit-context';
import { parseUserAgent } from './user-agent';
import { DataSource, MoreThan } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { greetingName } from '../users/display-name';
import { newDeviceMail } from './mail/account.mails';
import { KnownDevice } from './known-device.entity';
import { runWriteTransaction } from '../database/write-transaction';

const REMEMBER_MS = 90 * 24 * 3_600_000;

/** The network part of an address: IPv4 /24, IPv6 /64 (an IPv4-mapped IPv6 address counts as IPv4). */
export function networkOf(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(ip) === 6) {
    const [head, tail = ''] = ip.toLowerCase().split('::');
    const h = head ? head.split(':') : [];
    const t = tail ? tail.split(':') : [];
    const full = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
    return `${full
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return 'unknown';
}

/**
 * "Chrome on Windows" from a User-Agent header: the names alone, without versions, so a browser
 * update is not a new device. Parsed by the same function as the signed-in devices list.
 */
export function describeBrowser(userAgent: string | undefined): { browser: string; os: string } {
  const parsed = parseUserAgent(userAgent);
  return { browser: (parsed?.browserName ?? 'Unknown browser').slice(0, 60), os: (parsed?.osName ?? 'unknown system').slice(0, 60) };
}

/**
 * Tells a user when they sign in from a browser and network not seen for them in 90 days. The
 * first device on record (at registration, or the first sign-in after this feature arrived) is
 * only remembered, since there is nothing to compare it with.
 */
@Injectable()
export class NewDeviceService {
  private readonly logger = new Logger(NewDeviceService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** `from`: where the sign-in came from (the request's audit context). */
  async signedIn(user: User, from: Pick<AuditContext, 'ip' | 'userAgent'>, opts: { notify: boolean } = { notify: true }): Promise<void> {
    try {
      await this.check(user, from, opts.notify);
    } catch (err) {
      // The sign-in itself has succeeded; a failure here must not turn it into an error.
      this.logger.error(`New-device check failed for user ${user.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async check(user: User, from: Pick<AuditContext, 'ip' | 'userAgent'>, notify: boolean): Promise<void> {
    const { browser, os } = describeBrowser(from.userAgent ?? undefined);
    const ip = from.ip ?? 'unknown';
    const network = networkOf(ip);
    const now = this.clock.now();
    await runWriteTransaction(this.dataSource, async (m) => {
      const repo = m.getRepository(KnownDevice);
      const known = await repo.findOne({ where: { userId: user.id, browser, os, network } });
      const seenRecently = known !== null && known.lastSeenAt.getTime() > now.getTime() - REMEMBER_MS;
      const anyBefore = known !== null || (await repo.exists({ where: { userId: user.id, lastSeenAt: MoreThan(new Date(0)) } }));
      if (known) await repo.update({ id: known.id }, { lastSeenAt: now });
      else await repo.createQueryBuilder().insert().values({ userId: user.id, browser, os, network, lastSeenAt: now }).orIgnore().execute();
      if (notify && anyBefore && !seenRecently) {
        await this.mail.queue(
          m,
          newDeviceMail,
          user.email,
          { name: greetingName(user), at: now, device: `${browser} on ${os}`, ip },
          { userId: user.id },
        );
      }
    });
  }
}
