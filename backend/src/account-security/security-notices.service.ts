import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { SecurityNoticeData, securityNoticeMail } from './mail/security-notice.mail';

/**
 * Security notices (2FA on or off, a new passkey, a recovery code spent), queued in the mail
 * outbox in the same transaction as the change they report: no change without its notice.
 */
@Injectable()
export class SecurityNoticesService {
  constructor(private readonly mail: MailService) {}

  twoFactorEnabled(m: EntityManager, user: User): Promise<void> {
    return this.send(m, user, { kind: 'two-factor-enabled' });
  }

  twoFactorDisabled(m: EntityManager, user: User): Promise<void> {
    return this.send(m, user, { kind: 'two-factor-disabled' });
  }

  passkeyAdded(m: EntityManager, user: User, passkeyName: string): Promise<void> {
    return this.send(m, user, { kind: 'passkey-added', passkeyName });
  }

  recoveryCodeUsed(m: EntityManager, user: User, remaining: number): Promise<void> {
    return this.send(m, user, { kind: 'recovery-code-used', remaining });
  }

  private send(m: EntityManager, user: User, data: Omit<SecurityNoticeData, 'firstName' | 'at'>): Promise<void> {
    return this.mail.queue(
      m,
      securityNoticeMail,
      user.email,
      { ...data, firstName: user.firstName, at: new Date().toISOString() },
      { userId: user.id },
    );
  }
}
