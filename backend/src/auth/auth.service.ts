import { Inject, Injectable } from '@nestjs/common';
import { ConflictError } from '../common/errors/domain-error';
import { DataSource, QueryFailedError } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccountNoticesService } from '../account-security/account-notices.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { isProfileComplete } from '../users/profile-completeness';
import { maySignIn } from '../users/sign-in-rule';
import { RegisterDto } from './dto/register.dto';
import { PasswordService } from '../users/password.service';
import { runWriteTransaction } from '../database/write-transaction';

export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email address already exists';

@Injectable()
export class AuthService {
  constructor(
    private readonly usersService: UsersService,
    private readonly passwords: PasswordService,
    private readonly dataSource: DataSource,
    private readonly accountNotices: AccountNoticesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The user whose credentials these are, or null; takes the same time whether or not the username exists. */
  async verifyCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.usersService.findByUsername(username);
    // An account that may not sign in answers as a wrong password, in the same time.
    if (!user || !maySignIn(user)) {
      await this.passwords.verifyAgainstDummy(password);
      return null;
    }
    return (await this.passwords.verify(user.password, password, true)) ? user : null;
  }

  async register(dto: RegisterDto): Promise<User> {
    if (await this.usersService.findByUsername(dto.username)) throw new ConflictError('auth.username_taken', USERNAME_TAKEN);
    if (await this.usersService.findByEmail(dto.email)) throw new ConflictError('auth.email_taken', EMAIL_TAKEN);

    const fields: Partial<User> = {
      username: dto.username,
      email: dto.email.toLowerCase(),
      password: await this.passwords.hash(dto.password),
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      phone: dto.phone ?? null,
      company: dto.company ?? null,
      address: dto.address ?? null,
      city: dto.city ?? null,
      postalCode: dto.postalCode ?? null,
      country: dto.country ?? 'South Africa',
      vatNumber: dto.vatNumber ?? null,
      registrationNumber: dto.registrationNumber ?? null,
      businessType: dto.businessType ?? null,
      annualRevenue: dto.annualRevenue ?? null,
      numberOfEmployees: dto.numberOfEmployees ?? null,
      role: 'client',
      isStaff: false,
      // The DTO only lets a registration through with the box ticked; record what it agreed to.
      termsAcceptedAt: new Date(),
      termsVersion: this.config.firm.policyVersion,
    };
    fields.isProfileComplete = isProfileComplete(this.usersService.build(fields));
    try {
      // The account and the mail confirming its address commit together. The row is built inside:
      // a deadlock runs this transaction again, and a saved entity would keep the first try's id.
      return await runWriteTransaction(this.dataSource, async (m) => {
        const saved = await this.usersService.insertIn(m, fields);
        await this.accountNotices.sendVerification(m, saved, saved.email, false);
        return saved;
      });
    } catch (err) {
      // Two registrations racing for the same name: the unique index decides.
      if (err instanceof QueryFailedError && /unique|duplicate/i.test(err.message)) {
        throw /email/i.test(err.message)
          ? new ConflictError('auth.email_taken', EMAIL_TAKEN)
          : new ConflictError('auth.username_taken', USERNAME_TAKEN);
      }
      throw err;
    }
  }

  /** The sign-in that was "last" until now becomes the previous one, shown to the person as their last login. */
  async recordLogin(user: User): Promise<void> {
    user.previousLogin = user.lastLogin;
    user.lastLogin = new Date();
    await this.usersService.updateColumns(user.id, { lastLogin: user.lastLogin, previousLogin: user.previousLogin });
  }
}
