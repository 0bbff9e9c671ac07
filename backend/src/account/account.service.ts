import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, Not, QueryFailedError, Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { EMAIL_TAKEN } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { ErrorBody } from '../common/errors/error-body';
import { DomainEvents } from '../common/events/domain-events';
import { Document } from '../documents/document.entity';
import { Payment } from '../payments/payment.entity';
import { TypeormSessionStore } from '../session/typeorm-session.store';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';
import { Subscription } from '../subscriptions/subscription.entity';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { isProfileComplete } from '../users/profile-completeness';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ChangeEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { markListsNamingReviewerChanged } from '../client-lists/lists-version';

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_WRONG = 'Password is incorrect';
export const SAME_PASSWORD = 'The new password must be different from the current one';

/** Where the documents module stores a user's files; everything under it is theirs. */
export const userFilesPrefix = (userId: number): string => `documents/${userId}/`;

function fieldError(field: string, message: string): BadRequestException {
  const body: ErrorBody = { statusCode: 400, message, errors: { [field]: message } };
  return new BadRequestException(body);
}

@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly usersService: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: TypeormSessionStore,
    private readonly activity: ActivityService,
    private readonly events: DomainEvents,
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async me(userId: number): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.load(userId));
  }

  async updateProfile(userId: number, dto: UpdateProfileDto, req: Request): Promise<UserResponseDto> {
    const user = await this.load(userId);
    const changed: string[] = [];
    for (const [key, value] of Object.entries(dto) as Array<[keyof UpdateProfileDto, string | number | null | undefined]>) {
      if (value === undefined || user[key] === value) continue;
      Object.assign(user, { [key]: value });
      changed.push(key);
    }
    user.isProfileComplete = isProfileComplete(user);
    // Only the form's columns and the derived flag are written: nothing else can change through here.
    await this.dataSource.transaction(async (m) => {
      // A staff member's name is shown on the documents they reviewed.
      if (changed.includes('firstName') || changed.includes('lastName')) await markListsNamingReviewerChanged(m, userId);
      await m.getRepository(User).update(
        { id: userId },
        {
          ...Object.fromEntries(changed.map((k) => [k, user[k as keyof UpdateProfileDto]])),
          isProfileComplete: user.isProfileComplete,
        },
      );
    });
    // Field names only: the audit trail outlives the account and must not keep its personal data.
    if (changed.length > 0) await this.activity.record(userId, 'profile.update', req, { fields: changed });
    return this.me(userId);
  }

  async changePassword(userId: number, dto: ChangePasswordDto, req: Request): Promise<void> {
    const user = await this.load(userId);
    if (!(await this.passwords.verify(user.password, dto.currentPassword))) throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
    if (dto.newPassword === dto.currentPassword) throw fieldError('newPassword', SAME_PASSWORD);
    await this.users.update({ id: userId }, { password: await this.passwords.hash(dto.newPassword) });
    // Whoever knew the old password may hold a session: end every session but this one.
    await this.sessions.destroyUserSessions(userId, req.sessionID);
    await this.activity.record(userId, 'password.change', req);
  }

  async changeEmail(userId: number, dto: ChangeEmailDto, req: Request): Promise<UserResponseDto> {
    const user = await this.load(userId);
    if (!(await this.passwords.verify(user.password, dto.password))) throw fieldError('password', PASSWORD_WRONG);
    const email = dto.newEmail.toLowerCase();
    if (email !== user.email.toLowerCase()) {
      const holder = await this.usersService.findByEmail(email);
      if (holder && holder.id !== userId) throw new ConflictException(EMAIL_TAKEN);
      try {
        await this.users.update({ id: userId }, { email });
      } catch (err) {
        // Two accounts racing for one address: the unique index decides.
        if (err instanceof QueryFailedError && /unique|duplicate/i.test(err.message)) throw new ConflictException(EMAIL_TAKEN);
        throw err;
      }
      await this.activity.record(userId, 'email.change', req);
    }
    return this.me(userId);
  }

  /**
   * Design ruling 8: the user's files leave storage first (a failure there stops the deletion, so
   * no file is ever left behind without its row to find it by); then, in one transaction,
   * subscriptions are canceled, payments are kept without the person, and the user row goes,
   * taking employees, documents and document requests with it by cascade.
   */
  async deleteAccount(userId: number, req: Request): Promise<void> {
    await this.load(userId);
    const documents = await this.dataSource.getRepository(Document).find({ where: { userId }, select: { id: true, storageKey: true } });
    const keys = new Set(documents.map((d) => d.storageKey));
    // Also anything under the user's prefix that no row points at (an upload interrupted mid-way).
    for (const key of await this.storage.list(userFilesPrefix(userId))) keys.add(key);
    for (const key of keys) await this.storage.delete(key);

    await this.dataSource.transaction(async (m) => {
      // Documents this user reviewed (a staff account) lose the reviewer's name with the row.
      await markListsNamingReviewerChanged(m, userId);
      await m
        .getRepository(Subscription)
        .update({ userId, status: Not('expired') }, { status: 'canceled', autoRenew: false, endDate: new Date() });
      await m.getRepository(Payment).update({ userId }, { userId: null });
      await m.getRepository(Document).delete({ userId });
      await m.getRepository(User).delete({ id: userId });
    });

    await this.activity.record(userId, 'account.delete', req, { documentsDeleted: documents.length });
    await this.sessions.destroyUserSessions(userId);
    this.events.emit('account.deleted', { userId });
  }

  private async load(userId: number): Promise<User> {
    const user = await this.usersService.findWithEmployees(userId);
    if (!user) throw new NotFoundException('Account not found');
    return user;
  }
}
