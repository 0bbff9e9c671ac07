import { Injectable } from '@nestjs/common';
import { ConflictError } from '../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, QueryFailedError, Repository, SelectQueryBuilder } from 'typeorm';
import { isLocked, LOCKED_PASSWORD_PREFIX, STAFF_ROLES, StaffRole } from './staff-roles';
import { User } from './user.entity';

export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email address already exists';
/** Mails and the client's screens name staff by their name (displayName); a username there reads as a stranger. */
export const ADMIN_NAME_NEEDED = 'A new admin needs a full name: mails to clients name the person who acts';

export interface StaffAccountInput {
  username: string;
  email: string;
  password: string;
  role: StaffRole;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

export type HashPassword = (password: string) => Promise<string>;

export interface AdminBootstrapInput {
  username: string;
  /** Needed to create a new account; for an existing one, changes nothing unless it differs. */
  email?: string;
  /** Needed to create a new account; for an existing one, replaces its password when given. */
  password?: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface AdminBootstrapResult {
  user: User;
  created: boolean;
}

/**
 * Staff accounts are users: listing, creating and locking them. Built on the users repository
 * alone, so that the admin API and the create-admin command (which runs without the web app,
 * `new StaffAccountsService(dataSource.getRepository(User))`) share one implementation.
 */
@Injectable()
export class StaffAccountsService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Every staff account, active and deactivated, by name. */
  list(): Promise<User[]> {
    return this.staffQuery().orderBy('u.firstName', 'ASC').addOrderBy('u.username', 'ASC').getMany();
  }

  /** The staff account (by role or flag, active or not) with this id, or null. */
  findMember(id: number): Promise<User | null> {
    return this.staffQuery().andWhere('u.id = :id', { id }).getOne();
  }

  async create(hash: HashPassword, input: StaffAccountInput): Promise<User> {
    await this.assertUnique(input.username, input.email);
    try {
      return await this.users.save(
        this.users.create({
          username: input.username,
          email: input.email.toLowerCase(),
          password: await hash(input.password),
          role: input.role,
          isStaff: true,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          phone: input.phone ?? null,
          // Staff accounts have no company profile to complete.
          isProfileComplete: true,
        }),
      );
    } catch (err) {
      // Two creations racing past the checks: the unique index decides, and the loser hears why.
      if (err instanceof QueryFailedError)
        throw new ConflictError('user.name_or_email_taken', `${USERNAME_TAKEN}, or ${EMAIL_TAKEN.toLowerCase()}`);
      throw err;
    }
  }

  /** Matched without regard to case, as sign-in matches them. */
  async assertUnique(username: string, email: string, exceptId?: number): Promise<void> {
    const byName = await this.users.createQueryBuilder('u').where('LOWER(u.username) = :u', { u: username.trim().toLowerCase() }).getOne();
    if (byName && byName.id !== exceptId) throw new ConflictError('user.username_taken', USERNAME_TAKEN);
    const byEmail = await this.users.createQueryBuilder('u').where('LOWER(u.email) = :e', { e: email.trim().toLowerCase() }).getOne();
    if (byEmail && byEmail.id !== exceptId) throw new ConflictError('user.email_taken', EMAIL_TAKEN);
  }

  /** A staff member's new role; the account stays flagged as staff. */
  async setRole(id: number, role: StaffRole): Promise<void> {
    await this.users.update({ id }, { role, isStaff: true });
  }

  /** Locks the member's password (reversibly); pass the manager to do it inside the caller's transaction. */
  async lockPassword(member: Pick<User, 'id' | 'password'>, manager?: EntityManager): Promise<void> {
    const users = manager ? manager.getRepository(User) : this.users;
    await users.update({ id: member.id }, { password: lockedPassword(member.password) });
  }

  /** Restores the password the member had before it was locked. */
  async unlockPassword(member: Pick<User, 'id' | 'password'>): Promise<void> {
    await this.users.update({ id: member.id }, { password: unlockedPassword(member.password) });
  }

  /**
   * The first admin: creates the account, or promotes an existing one (a client who registered
   * through the site, a locked former admin) to an active admin. Used by `npm run create-admin`.
   */
  async createOrPromoteAdmin(hash: HashPassword, input: AdminBootstrapInput): Promise<AdminBootstrapResult> {
    const existing = await this.users
      .createQueryBuilder('u')
      .where('LOWER(u.username) = :u', { u: input.username.trim().toLowerCase() })
      .getOne();
    const firstName = input.firstName?.trim() || null;
    const lastName = input.lastName?.trim() || null;
    if (!existing) {
      if (!firstName) throw new Error(ADMIN_NAME_NEEDED);
      if (!input.email || !input.password) throw new Error('A new admin needs an email address and a password');
      const user = await this.create(hash, {
        username: input.username.trim(),
        email: input.email.trim(),
        password: input.password,
        role: 'admin',
        firstName,
        lastName,
      });
      return { user, created: true };
    }
    // A promoted account keeps its name unless a new one is given; it must have one either way.
    if (!firstName && !existing.firstName?.trim()) throw new Error(ADMIN_NAME_NEEDED);
    const email = input.email?.trim() || existing.email;
    await this.assertUnique(existing.username, email, existing.id);
    const password = input.password ? await hash(input.password) : unlockedPassword(existing.password);
    await this.users.update(
      { id: existing.id },
      { role: 'admin', isStaff: true, email: email.toLowerCase(), password, ...(firstName ? { firstName, lastName } : {}) },
    );
    return { user: await this.users.findOneByOrFail({ id: existing.id }), created: false };
  }

  /** Staff by role, or flagged as staff whatever the role. */
  private staffQuery(): SelectQueryBuilder<User> {
    return this.users
      .createQueryBuilder('u')
      .where(
        new Brackets((or) =>
          or.where('u.role IN (:...staffRoles)', { staffRoles: [...STAFF_ROLES] }).orWhere('u.isStaff = :staff', { staff: true }),
        ),
      );
  }
}

function lockedPassword(hash: string): string {
  return isLocked({ password: hash }) ? hash : `${LOCKED_PASSWORD_PREFIX}${hash}`;
}

function unlockedPassword(hash: string): string {
  return isLocked({ password: hash }) ? hash.slice(LOCKED_PASSWORD_PREFIX.length) : hash;
}
