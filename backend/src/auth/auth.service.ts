import { Inject, Injectable } from '@nestjs/common';
import { ConflictError } from '../common/errors/domain-error';
import { DataSource, QueryFailedError } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccountNoticesService } from '../account-security/account-notices.service';
import { BusinessesService } from '../businesses/businesses.service';
import { systemAudit } from '../common/audit/audit-context';
import { InvitationsService } from '../memberships/invitations.service';
import { businessColumnsOf, type BusinessProfile } from '../businesses/business-profile.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { isProfileComplete } from '../users/profile-completeness';
import { maySignIn } from '../users/sign-in-rule';
import { RegisterDto } from './dto/register.dto';
import { PasswordService } from '../users/password.service';
import { runWriteTransaction } from '../database/write-transaction';
import { readSignInIdentifier } from './sign-in-identifier';

export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email address already exists';

@Injectable()
export class AuthService {
  constructor(
    private readonly usersService: UsersService,
    private readonly passwords: PasswordService,
    private readonly dataSource: DataSource,
    private readonly accountNotices: AccountNoticesService,
    private readonly businesses: BusinessesService,
    private readonly invitations: InvitationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The name a sign-in attempt is counted under by the sign-in limits (login-throttle.service.ts):
   * the account's canonical username when the username or email address typed is an account's, so
   * alternating the two draws on one budget; else the canonical text typed, so an unknown name
   * costs and answers the same. Null when the text could never name an account. An email address
   * takes one lookup whether or not it is known.
   */
  async signInName(raw: unknown): Promise<string | null> {
    const identifier = readSignInIdentifier(raw);
    if (!identifier) return null;
    if (identifier.kind === 'username') return identifier.canonical;
    const user = await this.usersService.findByEmail(identifier.canonical);
    // What a username sign-in of this account is counted under: its username as findByUsername matches it.
    return user ? user.username.toLowerCase() : identifier.canonical;
  }

  /**
   * The user whose credentials these are, or null; `identifier` is a username or an email address
   * (sign-in-identifier.ts). Takes the same time whether or not the account exists.
   */
  async verifyCredentials(identifier: string, password: string): Promise<User | null> {
    const read = readSignInIdentifier(identifier);
    const user = !read
      ? null
      : read.kind === 'email'
        ? await this.usersService.findByEmail(read.canonical)
        : await this.usersService.findByUsername(read.canonical);
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
    // From an invitation link: the link must still work and be for this address (docs/client-businesses.md).
    const invitation = dto.invitationToken ? await this.invitations.forRegistration(dto.invitationToken, dto.email) : null;

    const fields: Partial<User> = {
      username: dto.username,
      email: dto.email.toLowerCase(),
      password: await this.passwords.hash(dto.password),
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      phone: dto.phone ?? null,
      role: 'client',
      isStaff: false,
      // The DTO only lets a registration through with the box ticked; record what it agreed to.
      termsAcceptedAt: new Date(),
      termsVersion: this.config.firm.policyVersion,
      // The invitation link reached this address: it is confirmed by that, no second mail needed.
      emailVerifiedAt: invitation ? new Date() : null,
    };
    // The company form's fields are the new business's (docs/client-businesses.md, "The company profile").
    const company: Partial<BusinessProfile> = {
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
    };
    fields.isProfileComplete = isProfileComplete({ ...fields, ...company });
    try {
      // The account and the mail confirming its address commit together. The row is built inside:
      // a deadlock runs this transaction again, and a saved entity would keep the first try's id.
      const saved = await runWriteTransaction(this.dataSource, async (m) => {
        const user = await this.usersService.insertIn(m, fields);
        if (invitation && dto.invitationToken) {
          // Invited: they join that business only, without an empty business of their own (the
          // company form's fields, if any, are not theirs to set on it).
          await this.invitations.acceptIn(m, dto.invitationToken, user.id);
        } else {
          // Whoever else registers starts a business of their own, as its owner (docs/client-businesses.md).
          await this.businesses.createWithOwner(m, user, company.company ?? null, businessColumnsOf({ ...company, company: undefined }));
          await this.accountNotices.sendVerification(m, user, user.email, false);
        }
        return user;
      });
      if (invitation) await this.invitations.recordRegistrationJoin(invitation, saved.id, systemAudit(saved.id));
      return saved;
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
