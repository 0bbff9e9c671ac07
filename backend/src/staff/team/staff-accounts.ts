import { ConflictException } from '@nestjs/common';
import { QueryFailedError, Repository } from 'typeorm';
import { User } from '../../users/user.entity';
import { isLocked, LOCKED_PASSWORD_PREFIX, StaffRole } from '../../users/staff-roles';

export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email address already exists';

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

/**
 * Creating and locking staff accounts, as plain functions over the users repository so that the
 * admin API and the create-admin command (which runs without the web app) share one implementation.
 */
export async function createStaffAccount(users: Repository<User>, hash: HashPassword, input: StaffAccountInput): Promise<User> {
  await assertUnique(users, input.username, input.email);
  try {
    return await users.save(
      users.create({
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
    if (err instanceof QueryFailedError) throw new ConflictException(`${USERNAME_TAKEN}, or ${EMAIL_TAKEN.toLowerCase()}`);
    throw err;
  }
}

/** Matched without regard to case, as sign-in matches them. */
export async function assertUnique(users: Repository<User>, username: string, email: string, exceptId?: number): Promise<void> {
  const byName = await users.createQueryBuilder('u').where('LOWER(u.username) = :u', { u: username.trim().toLowerCase() }).getOne();
  if (byName && byName.id !== exceptId) throw new ConflictException(USERNAME_TAKEN);
  const byEmail = await users.createQueryBuilder('u').where('LOWER(u.email) = :e', { e: email.trim().toLowerCase() }).getOne();
  if (byEmail && byEmail.id !== exceptId) throw new ConflictException(EMAIL_TAKEN);
}

export function lockedPassword(hash: string): string {
  return isLocked({ password: hash }) ? hash : `${LOCKED_PASSWORD_PREFIX}${hash}`;
}

export function unlockedPassword(hash: string): string {
  return isLocked({ password: hash }) ? hash.slice(LOCKED_PASSWORD_PREFIX.length) : hash;
}

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
 * The first admin: creates the account, or promotes an existing one (a client who registered
 * through the site, a locked former admin) to an active admin. Used by `npm run create-admin`.
 */
export async function createOrPromoteAdmin(
  users: Repository<User>,
  hash: HashPassword,
  input: AdminBootstrapInput,
): Promise<AdminBootstrapResult> {
  const existing = await users.createQueryBuilder('u').where('LOWER(u.username) = :u', { u: input.username.trim().toLowerCase() }).getOne();
  if (!existing) {
    if (!input.email || !input.password) throw new Error('A new admin needs an email address and a password');
    const user = await createStaffAccount(users, hash, {
      username: input.username.trim(),
      email: input.email.trim(),
      password: input.password,
      role: 'admin',
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    });
    return { user, created: true };
  }
  const email = input.email?.trim() || existing.email;
  await assertUnique(users, existing.username, email, existing.id);
  const password = input.password ? await hash(input.password) : unlockedPassword(existing.password);
  await users.update({ id: existing.id }, { role: 'admin', isStaff: true, email: email.toLowerCase(), password });
  return { user: await users.findOneByOrFail({ id: existing.id }), created: false };
}
