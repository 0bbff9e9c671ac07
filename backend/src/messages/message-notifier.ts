import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { StaffMessageDigestItem } from '../notifications/notification-entities';
import { NotificationPreferencesService } from '../notifications/notification-preferences.service';
import { seesAllClients, STAFF_ROLES, staffRoleOf } from '../users/staff-roles';
import { BusinessPeople } from '../access/business-people';
import { ClientAssignment } from '../access/client-assignment.entity';
import { ClientBusiness } from '../businesses/client-business.entity';
import { displayName } from '../users/display-name';
import { User } from '../users/user.entity';
import { ConversationMessage } from './conversation-message.entity';
import { ConversationRead } from './conversation-read.entity';
import { Conversation } from './conversation.entity';
import { clientNewMessageMail, staffNewMessageMail } from './mail/new-message.mail';

/** A staff member hears about one conversation at most once in this time. */
export const STAFF_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Tells the other side of a conversation about a new message, through the mail outbox and inside
 * the transaction that wrote the message. Every member of the business who may read messages
 * (BusinessPeople.whoMay) hears of every message from the firm, and of a message a colleague wrote
 * to the firm, never of their own; each under their own notification settings. Staff
 * (the assignee, else the client's accountants, else the managers and admins) at most once an
 * hour per conversation, so a busy thread does not bury their inbox; or, if they chose the daily
 * digest for client activity, as one line per conversation in the 08:00 digest (docs/messages.md).
 */
@Injectable()
export class MessageNotifier {
  constructor(
    private readonly mail: MailService,
    private readonly preferences: NotificationPreferencesService,
    private readonly people: BusinessPeople,
  ) {}

  async notify(m: EntityManager, conversation: Conversation, message: ConversationMessage, now: Date): Promise<void> {
    if (message.internal) return;
    const author = message.authorId === null ? null : await m.getRepository(User).findOne({ where: { id: message.authorId } });
    await this.notifyMembers(m, conversation, message, author);
    if (message.authorSide === 'client') await this.notifyStaff(m, conversation, author, now);
  }

  /** The business's members who may read messages, but not the author; the mail outbox applies each one's settings. */
  private async notifyMembers(
    m: EntityManager,
    conversation: Conversation,
    message: ConversationMessage,
    author: User | null,
  ): Promise<void> {
    const members = await this.people.whoMay(conversation.clientId, 'messages', 'read', m);
    // A colleague's message names who wrote it; the firm's speaks for the firm.
    const colleague = message.authorSide === 'client' ? (author ? displayName(author) : 'A colleague') : undefined;
    for (const member of members) {
      if (member.id === message.authorId) continue;
      await this.mail.queue(
        m,
        clientNewMessageMail,
        member.email,
        { recipientName: member.firstName?.trim() || member.username, conversationId: conversation.id, colleagueName: colleague },
        { userId: member.id },
      );
    }
  }

  private async notifyStaff(m: EntityManager, conversation: Conversation, author: User | null, now: Date): Promise<void> {
    const business = await m.getRepository(ClientBusiness).findOne({ where: { id: conversation.clientId } });
    // The person who wrote and the business they wrote for: "Thandi Nkosi (Nkosi Catering)".
    const businessName = business?.name ?? 'A client';
    const clientName = author ? `${displayName(author)} (${businessName})` : businessName;
    for (const member of await this.recipients(m, conversation)) {
      if ((await this.preferences.get(member.id, m)).staffUploads === 'digest') {
        // One line per conversation, however many messages arrive before 08:00.
        await m
          .createQueryBuilder()
          .insert()
          .into(StaffMessageDigestItem)
          .values({ staffId: member.id, clientId: conversation.clientId, conversationId: conversation.id })
          .orIgnore()
          .updateEntity(false)
          .execute();
        continue;
      }
      // Claim the hourly slot first: of two messages racing, only the one whose update wins mails.
      await m
        .createQueryBuilder()
        .insert()
        .into(ConversationRead)
        .values({ conversationId: conversation.id, userId: member.id, lastReadMessageId: 0, readAt: null, notifiedAt: null })
        .orIgnore()
        .updateEntity(false)
        .execute();
      const claimed = await m
        .createQueryBuilder()
        .update(ConversationRead)
        .set({ notifiedAt: now })
        .where('conversationId = :conversationId AND userId = :userId', { conversationId: conversation.id, userId: member.id })
        .andWhere('(notifiedAt IS NULL OR notifiedAt <= :since)', { since: new Date(now.getTime() - STAFF_NOTICE_INTERVAL_MS) })
        .execute();
      if ((claimed.affected ?? 0) === 0) continue;
      await this.mail.queue(
        m,
        staffNewMessageMail,
        member.email,
        { recipientName: member.firstName?.trim() || member.username, conversationId: conversation.id, clientName },
        { userId: member.id },
      );
    }
  }

  /** Whoever answers for the conversation: its assignee; else the client's accountants; else managers and admins. */
  private async recipients(m: EntityManager, conversation: Conversation): Promise<User[]> {
    const active = (users: User[]) => users.filter((u) => staffRoleOf(u) !== null);
    if (conversation.assigneeId !== null) {
      const assignee = active(await m.getRepository(User).findBy({ id: conversation.assigneeId }));
      if (assignee.length > 0) return assignee;
    }
    const assignments = await m.getRepository(ClientAssignment).find({ where: { clientId: conversation.clientId, isActive: true } });
    if (assignments.length > 0) {
      const accountants = active(await m.getRepository(User).findBy({ id: In(assignments.map((a) => a.accountantId)) }));
      if (accountants.length > 0) return accountants;
    }
    const staff = await m.getRepository(User).findBy({ role: In(['admin', 'manager'] satisfies Array<(typeof STAFF_ROLES)[number]>) });
    return active(staff).filter((u) => seesAllClients(u));
  }
}
