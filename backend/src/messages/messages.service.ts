import { Injectable } from '@nestjs/common';
import { InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { writeClientLists } from '../client-lists/lists-version';
import { DomainEvents } from '../common/events/domain-events';
import { ActivityService } from '../activity/activity.service';
import { AuditContext } from '../common/audit/audit-context';
import { BusinessMember } from '../businesses/business-member.entity';
import { ClientBusiness } from '../businesses/client-business.entity';
import { Document } from '../documents/document.entity';
import { CLIENT_NOT_FOUND, ClientAccessService } from '../access/client-access.service';
import { seesAllClients, STAFF_ROLES, staffRoleOf, StaffRole } from '../users/staff-roles';
import { displayName } from '../users/display-name';
import { containsPattern, LIKE_ESCAPE } from '../common/search/contains-pattern';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthorSide, ConversationMessage } from './conversation-message.entity';
import { ConversationRead } from './conversation-read.entity';
import { Conversation } from './conversation.entity';
import {
  ConversationListQueryDto,
  CreateConversationDto,
  PostMessageDto,
  StaffConversationQueryDto,
  StaffPostMessageDto,
  UpdateConversationDto,
} from './dto/conversation-requests.dto';
import {
  AssignableStaffDto,
  ConversationDetailDto,
  ConversationPageDto,
  ConversationSummaryDto,
  LastMessageDto,
  MessageAttachmentDto,
  MessageDto,
  preview,
  StaffConversationDetailDto,
  StaffConversationPageDto,
  StaffConversationSummaryDto,
  StaffMessageDto,
  StaffUnreadCountDto,
  UnreadCountDto,
} from './dto/conversation-responses.dto';
import { MessageAttachment } from './message-attachment.entity';
import { MessageNotifier } from './message-notifier';
import { ASSIGNEE_NOT_ALLOWED, CONVERSATION_NOT_FOUND, NOTHING_TO_CHANGE } from './messages.constants';
import { runWriteTransaction } from '../database/write-transaction';
import { rawDateTime } from '../database/raw-datetime';

/** What the caller of a write gets back to act on after the commit (activity, attachments, mail). */
interface Written {
  conversation: Conversation;
  message: ConversationMessage;
}

/**
 * Hooks run inside the transaction that writes a message, so that what hangs off it (attachments
 * filed as documents) is written together with it or not at all.
 */
export interface MessageWriteHooks {
  /** Files the message's attachments; returns the document ids. */
  attach?(m: EntityManager, conversation: Conversation, message: ConversationMessage): Promise<number[]>;
  /** Runs once the transaction has committed (the stored files now belong to their rows). */
  committed?(): Promise<void>;
}

/** A conversation with client messages a staff member has not read (the staff overview's list). */
export interface StaffUnreadConversation {
  id: number;
  subject: string;
  businessId: number;
  businessName: string;
  /** Client messages after this staff member's read marker. */
  unread: number;
  /** When the oldest of them was written. */
  since: Date;
}

/** DATETIME keeps whole seconds on MariaDB; match it so a reply equals what a later read returns. */
function nowInSeconds(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

function fieldError(code: string, field: string, message: string): InvalidInputError {
  return new InvalidInputError(code, message, { [field]: message });
}

/**
 * The staff role an author wrote with, for showing next to old messages. The lock on a departed
 * colleague's password must not hide the role they had, so the lock is left out of the question.
 */
function authorRoleOf(user: Pick<User, 'role' | 'isStaff'>): StaffRole | null {
  return staffRoleOf({ role: user.role, isStaff: user.isStaff, password: '' });
}

/**
 * The one home of the messages rules. Clients see only their own conversations and never an
 * internal note; staff see the conversations of the clients in their scope (ClientAccessService).
 * Anything out of reach is answered exactly as a missing conversation: 404.
 */
@Injectable()
export class MessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: ClientAccessService,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    private readonly notifier: MessageNotifier,
    private readonly events: DomainEvents,
  ) {}

  // ---------------------------------------------------------------- client side

  /** The business's conversations, with the unread counts of the member reading (each member has their own). */
  async listForBusiness(businessId: number, reader: User, query: ConversationListQueryDto): Promise<ConversationPageDto> {
    const qb = this.dataSource.getRepository(Conversation).createQueryBuilder('c').where('c.clientId = :businessId', { businessId });
    if (query.q) this.whereMatches(qb, query.q, false);
    const [rows, total] = await qb
      .orderBy('c.lastMessageAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    const ids = rows.map((c) => c.id);
    const [last, unread] = await Promise.all([this.lastPublicMessages(ids), this.unreadCounts(reader.id, 'client', ids)]);
    const items = rows.map((c): ConversationSummaryDto => ({
      id: c.id,
      subject: c.subject,
      status: c.status,
      lastMessage: last.get(c.id) ?? null,
      lastMessageAt: c.lastMessageAt.toISOString(),
      unreadCount: unread.get(c.id) ?? 0,
      createdAt: c.createdAt.toISOString(),
    }));
    return { items, total, limit: query.limit, offset: query.offset };
  }

  /** What the member has not read yet in the business's conversations. */
  async unreadForMember(businessId: number, reader: User): Promise<UnreadCountDto> {
    const row = await this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .innerJoin(Conversation, 'c', 'c.id = m.conversationId')
      .leftJoin(ConversationRead, 'r', 'r.conversationId = m.conversationId AND r.userId = :me', { me: reader.id })
      .select('COUNT(*)', 'messages')
      .addSelect('COUNT(DISTINCT m.conversationId)', 'conversations')
      .where('c.clientId = :businessId', { businessId })
      .andWhere(this.unreadCondition('client'))
      .setParameters(this.unreadParameters('client'))
      .getRawOne<{ messages: string | number; conversations: string | number }>();
    return { messages: Number(row?.messages ?? 0), conversations: Number(row?.conversations ?? 0) };
  }

  async detailForMember(businessId: number, reader: User, id: number): Promise<ConversationDetailDto> {
    const conversation = await this.dataSource.getRepository(Conversation).findOne({ where: { id, clientId: businessId } });
    if (!conversation) throw new NotFoundError('conversation.not_found', CONVERSATION_NOT_FOUND);
    const [messages, unread] = await Promise.all([
      this.messagesOf(conversation, false),
      this.unreadCounts(reader.id, 'client', [conversation.id]),
    ]);
    return {
      id: conversation.id,
      subject: conversation.subject,
      status: conversation.status,
      createdAt: conversation.createdAt.toISOString(),
      unreadCount: unread.get(conversation.id) ?? 0,
      messages: clientMessages(messages),
    };
  }

  /**
   * Every conversation of the business, oldest first, each as GET /api/conversations/{id} answers
   * it to `reader` (internal notes never included): the messages part of the business's export.
   */
  async exportForBusiness(businessId: number, reader: User): Promise<ConversationDetailDto[]> {
    const rows = await this.dataSource
      .getRepository(Conversation)
      .find({ where: { clientId: businessId }, select: { id: true }, order: { id: 'ASC' } });
    const out: ConversationDetailDto[] = [];
    // One conversation at a time: a business with years of messages is not read all at once.
    for (const { id } of rows) out.push(await this.detailForMember(businessId, reader, id));
    return out;
  }

  /**
   * The messages a person wrote to the firm, in any business, oldest first (never a note, which
   * only staff write): the messages part of the person's own "Download my data".
   */
  async exportWrittenBy(person: User): Promise<Array<{ conversationId: number; subject: string; body: string; createdAt: string }>> {
    const rows = await this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .innerJoin(Conversation, 'c', 'c.id = m.conversationId')
      .select(['m.conversationId AS conversationId', 'c.subject AS subject', 'm.body AS body', 'm.createdAt AS createdAt'])
      .where('m.authorId = :author AND m.authorSide = :side AND m.internal = :internal', {
        author: person.id,
        side: 'client',
        internal: false,
      })
      .orderBy('m.id', 'ASC')
      .getRawMany<{ conversationId: number | string; subject: string; body: string; createdAt: Date | string }>();
    return rows.map((r) => ({
      conversationId: Number(r.conversationId),
      subject: r.subject,
      body: r.body,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }

  /** A member starts a conversation of the business with the firm; it waits for the firm from this moment. */
  async startAsMember(
    businessId: number,
    person: User,
    dto: CreateConversationDto,
    audit: AuditContext,
    hooks: MessageWriteHooks = {},
  ): Promise<number> {
    const written = await this.write(businessId, hooks, async (m, now) => {
      const conversation = await m.getRepository(Conversation).save(
        m.getRepository(Conversation).create({
          clientId: businessId,
          subject: dto.subject,
          status: 'open',
          assigneeId: null,
          startedById: person.id,
          waitingSince: now,
          lastMessageAt: now,
          lastActivityAt: now,
        }),
      );
      const message = await this.insertMessage(m, conversation, person, 'client', false, dto.body, now);
      return { conversation, message };
    });
    await this.recordPost('message.conversation.start', written, audit);
    return written.conversation.id;
  }

  /** A member's reply. Replying to a closed conversation opens it again: nothing a client says is filed away unseen. */
  async replyAsMember(
    businessId: number,
    person: User,
    id: number,
    dto: PostMessageDto,
    audit: AuditContext,
    hooks: MessageWriteHooks = {},
  ): Promise<MessageDto> {
    const written = await this.write(businessId, hooks, async (m, now) => {
      const conversation = await m.getRepository(Conversation).findOne({ where: { id, clientId: businessId } });
      if (!conversation) throw new NotFoundError('conversation.not_found', CONVERSATION_NOT_FOUND);
      const message = await this.insertMessage(m, conversation, person, 'client', false, dto.body, now);
      conversation.status = 'open';
      conversation.waitingSince = conversation.waitingSince ?? now;
      conversation.lastMessageAt = now;
      conversation.lastActivityAt = now;
      await m
        .getRepository(Conversation)
        .update(
          { id: conversation.id },
          { status: 'open', waitingSince: conversation.waitingSince, lastMessageAt: now, lastActivityAt: now },
        );
      return { conversation, message };
    });
    await this.recordPost('message.post', written, audit);
    this.events.emit('conversation.client_replied', { businessId, conversationId: written.conversation.id });
    const visible = await this.messagesOf(written.conversation, false);
    return clientMessages(visible)[visible.findIndex((msg) => msg.id === written.message.id)];
  }

  /** Marks everything in the conversation read for this member (not the others), and records who read what. */
  async markReadByMember(businessId: number, reader: User, id: number, audit: AuditContext): Promise<UnreadCountDto> {
    const conversation = await this.dataSource.getRepository(Conversation).findOne({ where: { id, clientId: businessId } });
    if (!conversation) throw new NotFoundError('conversation.not_found', CONVERSATION_NOT_FOUND);
    await this.markRead(reader, conversation, false, 'message.read', audit);
    return this.unreadForMember(businessId, reader);
  }

  // ---------------------------------------------------------------- staff side

  async inbox(staff: User, query: StaffConversationQueryDto): Promise<StaffConversationPageDto> {
    const qb = this.staffScoped(staff)
      .leftJoin(ConversationRead, 'r', 'r.conversationId = c.id AND r.userId = :me', { me: staff.id })
      .addSelect(['b.id', 'b.name']);
    if (query.filter === 'unread') {
      const unread = qb
        .subQuery()
        .select('1')
        .from(ConversationMessage, 'm')
        .where('m.conversationId = c.id')
        .andWhere(this.unreadCondition('staff'))
        .getQuery();
      qb.andWhere(`EXISTS ${unread}`, this.unreadParameters('staff'));
    }
    if (query.filter === 'waiting') qb.andWhere('c.status = :open AND c.waitingSince IS NOT NULL', { open: 'open' });
    if (query.status) qb.andWhere('c.status = :status', { status: query.status });
    if (query.mine) qb.andWhere('c.assigneeId = :me');
    if (query.clientId !== undefined) qb.andWhere('c.clientId = :clientId', { clientId: query.clientId });
    if (query.q) this.whereMatches(qb, query.q, true);
    // Waiting longest first when that is what the list is for; otherwise the latest activity first.
    if (query.filter === 'waiting') qb.orderBy('c.waitingSince', 'ASC');
    else qb.orderBy('c.lastActivityAt', 'DESC');
    const [rows, total] = await qb.addOrderBy('c.id', 'DESC').skip(query.offset).take(query.limit).getManyAndCount();
    const items = await this.staffSummaries(staff, rows);
    return { items, total, limit: query.limit, offset: query.offset };
  }

  async detailForStaff(staff: User, id: number): Promise<StaffConversationDetailDto> {
    const conversation = await this.findForStaff(staff, id);
    const [[summary], messages, assignableStaff] = await Promise.all([
      this.staffSummaries(staff, [conversation]),
      this.messagesOf(conversation, true),
      this.assignableStaff(conversation.clientId),
    ]);
    return { ...summary, createdAt: conversation.createdAt.toISOString(), messages, assignableStaff };
  }

  /**
   * The client messages this staff member has not read, across the clients they may see: how many
   * messages and in how many conversations (the staff navigation's count). One query.
   */
  async unreadForStaff(staff: User): Promise<StaffUnreadCountDto> {
    const qb = this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .innerJoin(Conversation, 'c', 'c.id = m.conversationId')
      .leftJoin(ConversationRead, 'r', 'r.conversationId = m.conversationId AND r.userId = :me', { me: staff.id })
      .select('COUNT(*)', 'messages')
      .addSelect('COUNT(DISTINCT m.conversationId)', 'conversations')
      .where(this.unreadCondition('staff'))
      .setParameters(this.unreadParameters('staff'));
    const row = await this.access.scope(qb, staff, 'c.clientId').getRawOne<{ messages: string | number; conversations: string | number }>();
    return { messages: Number(row?.messages ?? 0), conversations: Number(row?.conversations ?? 0) };
  }

  /**
   * The conversations with client messages this staff member has not read, the one waiting longest
   * first (by its oldest unread message), at most `limit`: for the staff overview. One query.
   */
  async unreadConversationsForStaff(staff: User, limit: number): Promise<StaffUnreadConversation[]> {
    const qb = this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .innerJoin(Conversation, 'c', 'c.id = m.conversationId')
      .innerJoin(ClientBusiness, 'b', 'b.id = c.clientId')
      .leftJoin(ConversationRead, 'r', 'r.conversationId = m.conversationId AND r.userId = :me', { me: staff.id })
      .select('c.id', 'id')
      .addSelect('c.subject', 'subject')
      .addSelect('c.clientId', 'businessId')
      .addSelect('b.name', 'businessName')
      .addSelect('COUNT(*)', 'unread')
      .addSelect('MIN(m.createdAt)', 'since')
      .where(this.unreadCondition('staff'))
      .setParameters(this.unreadParameters('staff'));
    const rows = await this.access
      .scope(qb, staff, 'c.clientId')
      .groupBy('c.id')
      .addGroupBy('c.subject')
      .addGroupBy('c.clientId')
      .addGroupBy('b.name')
      .orderBy('since', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .limit(limit)
      .getRawMany<{
        id: number | string;
        subject: string;
        businessId: number | string;
        businessName: string;
        unread: number | string;
        since: string | Date;
      }>();
    return rows.map((r) => ({
      id: Number(r.id),
      subject: r.subject,
      businessId: Number(r.businessId),
      businessName: r.businessName,
      unread: Number(r.unread),
      since: rawDateTime(r.since),
    }));
  }

  /** A staff member starts a conversation from the client's page (`businessId`: the client business) and takes it on. */
  async startAsStaff(
    staff: User,
    businessId: number,
    dto: CreateConversationDto,
    audit: AuditContext,
    hooks: MessageWriteHooks = {},
  ): Promise<number> {
    await this.assertBusinessInScope(staff, businessId);
    const written = await this.write(businessId, hooks, async (m, now) => {
      const conversation = await m.getRepository(Conversation).save(
        m.getRepository(Conversation).create({
          clientId: businessId,
          subject: dto.subject,
          status: 'open',
          assigneeId: staff.id,
          startedById: staff.id,
          waitingSince: null,
          lastMessageAt: now,
          lastActivityAt: now,
        }),
      );
      const message = await this.insertMessage(m, conversation, staff, 'staff', false, dto.body, now);
      return { conversation, message };
    });
    await this.recordPost('staff.message.conversation.start', written, audit);
    return written.conversation.id;
  }

  /**
   * A question from the firm sent inside another domain's transaction (a job's client task,
   * docs/work.md): the conversation, its first message, the author's read marker and the client's
   * mail, all in `m`. The caller has checked the staff member's scope and records the audit row.
   */
  async startAsStaffIn(m: EntityManager, staff: User, businessId: number, dto: CreateConversationDto): Promise<number> {
    const now = nowInSeconds();
    const conversation = await m.getRepository(Conversation).save(
      m.getRepository(Conversation).create({
        clientId: businessId,
        subject: dto.subject,
        status: 'open',
        assigneeId: staff.id,
        startedById: staff.id,
        waitingSince: null,
        lastMessageAt: now,
        lastActivityAt: now,
      }),
    );
    const message = await this.insertMessage(m, conversation, staff, 'staff', false, dto.body, now);
    await this.advanceRead(m, conversation.id, staff.id, message.id, now);
    await this.notifier.notify(m, conversation, message, now);
    return conversation.id;
  }

  /** Of these conversations, the ones in which a member of the business has written. */
  async answeredByClient(conversationIds: readonly number[]): Promise<Set<number>> {
    if (conversationIds.length === 0) return new Set();
    const rows = await this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('msg')
      .select('DISTINCT msg.conversationId', 'conversationId')
      .where('msg.conversationId IN (:...ids)', { ids: [...conversationIds] })
      .andWhere("msg.authorSide = 'client'")
      .getRawMany<{ conversationId: number | string }>();
    return new Set(rows.map((r) => Number(r.conversationId)));
  }

  /**
   * A staff reply or internal note. A reply answers the client (the conversation no longer waits);
   * a note changes nothing the client can see, not even the time of the last message.
   */
  async postAsStaff(
    staff: User,
    id: number,
    dto: StaffPostMessageDto,
    audit: AuditContext,
    hooks: MessageWriteHooks = {},
  ): Promise<StaffMessageDto> {
    const internal = dto.internal === true;
    const found = await this.findForStaff(staff, id);
    const written = await this.write(found.clientId, hooks, async (m, now) => {
      const message = await this.insertMessage(m, found, staff, 'staff', internal, dto.body, now);
      const changes: Partial<Conversation> = internal
        ? { lastActivityAt: now }
        : { lastActivityAt: now, lastMessageAt: now, waitingSince: null };
      await m.getRepository(Conversation).update({ id: found.id }, changes);
      return { conversation: { ...found, ...changes }, message };
    });
    await this.recordPost(internal ? 'staff.message.note' : 'staff.message.post', written, audit);
    const messages = await this.messagesOf(found, true);
    return messages.find((msg) => msg.id === written.message.id)!;
  }

  /** Assign (to a team member who may see the client, or nobody) and close or reopen. */
  async update(staff: User, id: number, dto: UpdateConversationDto, audit: AuditContext): Promise<StaffConversationDetailDto> {
    if (dto.assigneeId === undefined && dto.status === undefined)
      throw new InvalidInputError('conversation.nothing_to_change', NOTHING_TO_CHANGE);
    const conversation = await this.findForStaff(staff, id);
    const changes: Partial<Pick<Conversation, 'assigneeId' | 'status'>> = {};
    if (dto.assigneeId !== undefined && dto.assigneeId !== conversation.assigneeId) {
      if (dto.assigneeId !== null) await this.assertMayBeAssigned(dto.assigneeId, conversation.clientId);
      changes.assigneeId = dto.assigneeId;
    }
    if (dto.status !== undefined && dto.status !== conversation.status) changes.status = dto.status;
    if (Object.keys(changes).length > 0) {
      await this.dataSource.getRepository(Conversation).update({ id }, changes);
      await this.activity.record(audit, 'staff.conversation.update', {
        conversationId: id,
        businessId: conversation.clientId,
        ...changes,
      });
    }
    return this.detailForStaff(staff, id);
  }

  async markReadByStaff(staff: User, id: number, audit: AuditContext): Promise<StaffConversationDetailDto> {
    const conversation = await this.findForStaff(staff, id);
    await this.markRead(staff, conversation, true, 'staff.conversation.read', audit);
    return this.detailForStaff(staff, id);
  }

  /** The conversation if it belongs to a client in the staff member's scope, else 404. */
  async findForStaff(staff: User, id: number): Promise<Conversation> {
    const conversation = await this.staffScoped(staff).andWhere('c.id = :id', { id }).getOne();
    if (!conversation) throw new NotFoundError('conversation.not_found', CONVERSATION_NOT_FOUND);
    return conversation;
  }

  // ---------------------------------------------------------------- shared machinery

  /**
   * One transaction for the message, its attachments and its notification mail, and the author's
   * own read marker moved past what they just wrote.
   */
  private async write(
    clientId: number,
    hooks: MessageWriteHooks,
    body: (m: EntityManager, now: Date) => Promise<Written>,
  ): Promise<Written & { documentIds: number[] }> {
    const now = nowInSeconds();
    // Attachments are filed as the client's documents: their documents list changes with the message.
    const lists = hooks.attach ? { clients: clientId } : null;
    const result = await writeClientLists(this.dataSource, lists, async (m) => {
      const written = await body(m, now);
      const documentIds = hooks.attach ? await hooks.attach(m, written.conversation, written.message) : [];
      await this.advanceRead(m, written.conversation.id, written.message.authorId!, written.message.id, now);
      // The mail to the other side is queued in this transaction: no message without its notice, no notice without its message.
      await this.notifier.notify(m, written.conversation, written.message, now);
      return { ...written, documentIds };
    });
    await hooks.committed?.();
    return result;
  }

  private insertMessage(
    m: EntityManager,
    conversation: Conversation,
    author: User,
    side: AuthorSide,
    internal: boolean,
    body: string,
    now: Date,
  ): Promise<ConversationMessage> {
    const repo = m.getRepository(ConversationMessage);
    return repo.save(
      repo.create({ conversationId: conversation.id, authorId: author.id, authorSide: side, internal, body, createdAt: now }),
    );
  }

  /** The audit row (its actor: the person who wrote) names the business, conversation and message, never their text. */
  private async recordPost(action: string, written: Written & { documentIds: number[] }, audit: AuditContext): Promise<void> {
    await this.activity.record(audit, action, {
      conversationId: written.conversation.id,
      businessId: written.conversation.clientId,
      messageId: written.message.id,
      internal: written.message.internal,
      documentIds: written.documentIds,
    });
  }

  private async markRead(reader: User, conversation: Conversation, asStaff: boolean, action: string, audit: AuditContext): Promise<void> {
    const qb = this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .select('MAX(m.id)', 'last')
      .where('m.conversationId = :id', { id: conversation.id });
    if (!asStaff) qb.andWhere('m.internal = :internal', { internal: false });
    const last = Number((await qb.getRawOne<{ last: number | string | null }>())?.last ?? 0);
    if (last === 0) return;
    const advanced = await runWriteTransaction(this.dataSource, (m) =>
      this.advanceRead(m, conversation.id, reader.id, last, nowInSeconds()),
    );
    // Only a read that saw something new is recorded, so the polling screen does not flood the log.
    if (advanced)
      await this.activity.record(audit, action, {
        conversationId: conversation.id,
        businessId: conversation.clientId,
        upToMessageId: last,
      });
  }

  /** Moves a reader's marker forward (never back); true when it moved. */
  private async advanceRead(m: EntityManager, conversationId: number, userId: number, upTo: number, now: Date): Promise<boolean> {
    await m
      .createQueryBuilder()
      .insert()
      .into(ConversationRead)
      .values({ conversationId, userId, lastReadMessageId: 0, readAt: null, notifiedAt: null })
      .orIgnore()
      // An ignored insert returns no id to read back (MariaDB): do not try to.
      .updateEntity(false)
      .execute();
    const result = await m
      .createQueryBuilder()
      .update(ConversationRead)
      .set({ lastReadMessageId: upTo, readAt: now })
      .where('conversationId = :conversationId AND userId = :userId AND lastReadMessageId < :upTo', { conversationId, userId, upTo })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Conversations joined to their client business (alias b) and limited to the staff member's scope. */
  private staffScoped(staff: User): SelectQueryBuilder<Conversation> {
    const qb = this.dataSource.getRepository(Conversation).createQueryBuilder('c').innerJoin('c.client', 'b');
    return this.access.scope(qb, staff, 'c.clientId');
  }

  /** Search in the subject and the text of messages; staff also in notes, the business's name and its members' names. */
  private whereMatches(qb: SelectQueryBuilder<Conversation>, text: string, asStaff: boolean): void {
    const inMessages = qb
      .subQuery()
      .select('1')
      .from(ConversationMessage, 'sm')
      .where('sm.conversationId = c.id')
      .andWhere(`LOWER(sm.body) LIKE :pattern ${LIKE_ESCAPE}`);
    if (!asStaff) inMessages.andWhere('sm.internal = :notInternal');
    qb.andWhere(
      new Brackets((w) => {
        w.where(`LOWER(c.subject) LIKE :pattern ${LIKE_ESCAPE}`).orWhere(`EXISTS ${inMessages.getQuery()}`);
        if (asStaff) {
          w.orWhere(`LOWER(b.name) LIKE :pattern ${LIKE_ESCAPE}`);
          const member = qb
            .subQuery()
            .select('1')
            .from(BusinessMember, 'sbm')
            .innerJoin(User, 'smu', 'smu.id = sbm.userId')
            .where('sbm.businessId = c.clientId')
            .andWhere(
              new Brackets((names) => {
                for (const column of ['smu.firstName', 'smu.lastName', 'smu.username', 'smu.email']) {
                  names.orWhere(`LOWER(${column}) LIKE :pattern ${LIKE_ESCAPE}`);
                }
              }),
            );
          w.orWhere(`EXISTS ${member.getQuery()}`);
        }
      }),
      { pattern: containsPattern(text), notInternal: false },
    );
  }

  /**
   * What counts as unread for a reader on one side (`m` a message, `r` the reader's read row):
   * a client reads the firm's messages (never notes); staff read the client's.
   */
  private unreadCondition(readerSide: AuthorSide): string {
    const base = 'm.authorSide = :unreadFrom AND m.id > COALESCE(r.lastReadMessageId, 0)';
    return readerSide === 'client' ? `${base} AND m.internal = :unreadInternal` : base;
  }

  private unreadParameters(readerSide: AuthorSide): Record<string, unknown> {
    return { unreadFrom: readerSide === 'client' ? 'staff' : 'client', unreadInternal: false };
  }

  private async unreadCounts(readerId: number, readerSide: AuthorSide, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .leftJoin(ConversationRead, 'r', 'r.conversationId = m.conversationId AND r.userId = :reader', { reader: readerId })
      .select('m.conversationId', 'conversationId')
      .addSelect('COUNT(*)', 'unread')
      .where('m.conversationId IN (:...ids)', { ids })
      .andWhere(this.unreadCondition(readerSide))
      .setParameters(this.unreadParameters(readerSide))
      .groupBy('m.conversationId')
      .getRawMany<{ conversationId: number | string; unread: number | string }>();
    return new Map(rows.map((r) => [Number(r.conversationId), Number(r.unread)]));
  }

  /** The last message each conversation's client can see (notes never show in a list). */
  private async lastPublicMessages(ids: number[]): Promise<Map<number, LastMessageDto>> {
    if (ids.length === 0) return new Map();
    const latest = this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('lm')
      .subQuery()
      .select('MAX(lm.id)')
      .from(ConversationMessage, 'lm')
      .where('lm.conversationId IN (:...ids)')
      .andWhere('lm.internal = :notInternal')
      .groupBy('lm.conversationId')
      .getQuery();
    const rows = await this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .where(`m.id IN ${latest}`, { ids, notInternal: false })
      .getMany();
    return new Map(rows.map((m) => [m.conversationId, { excerpt: preview(m.body), side: m.authorSide }]));
  }

  private async staffSummaries(staff: User, rows: Conversation[]): Promise<StaffConversationSummaryDto[]> {
    const ids = rows.map((c) => c.id);
    const [last, unread, businesses, writers, assignees] = await Promise.all([
      this.lastPublicMessages(ids),
      this.unreadCounts(staff.id, 'staff', ids),
      this.businessNames(rows.map((c) => c.clientId)),
      this.lastClientWriters(ids),
      this.users.displayNames(rows.map((c) => c.assigneeId)),
    ]);
    return rows.map((c) => {
      const business = businesses.get(c.clientId) ?? 'Former client';
      const writer = writers.get(c.id);
      return {
        id: c.id,
        subject: c.subject,
        status: c.status,
        // The person who last wrote for the business, with the business's name beside it (only the
        // business's name while nobody of theirs has written, or once that person's account is gone).
        client: writer ? { id: c.clientId, name: writer, company: business } : { id: c.clientId, name: business, company: null },
        assignee: c.assigneeId === null ? null : { id: c.assigneeId, name: assignees.get(c.assigneeId) ?? 'Former team member' },
        waitingSince: c.status === 'open' && c.waitingSince ? c.waitingSince.toISOString() : null,
        lastMessage: last.get(c.id) ?? null,
        lastActivityAt: c.lastActivityAt.toISOString(),
        unreadCount: unread.get(c.id) ?? 0,
      };
    });
  }

  /** The conversation's messages, oldest first, with authors, read state and attachments. */
  private async messagesOf(conversation: Conversation, withNotes: boolean): Promise<StaffMessageDto[]> {
    const where = withNotes ? { conversationId: conversation.id } : { conversationId: conversation.id, internal: false };
    const rows = await this.dataSource.getRepository(ConversationMessage).find({ where, order: { id: 'ASC' } });
    const ids = rows.map((m) => m.id);
    const [authors, attachments, reads] = await Promise.all([
      this.usersById(rows.map((m) => m.authorId)),
      this.attachmentsOf(ids),
      this.dataSource.getRepository(ConversationRead).find({ where: { conversationId: conversation.id } }),
    ]);
    // Read rows are per person: the client side has read a message once any member of the business
    // has (staff rows are told apart by their readers' staff roles), the firm once any staff member has.
    const readers = await this.usersById(reads.map((r) => r.userId));
    const isStaffReader = (userId: number) => {
      const reader = readers.get(userId);
      return reader !== undefined && authorRoleOf(reader) !== null;
    };
    const clientRead = Math.max(0, ...reads.filter((r) => !isStaffReader(r.userId)).map((r) => r.lastReadMessageId));
    const firmRead = Math.max(0, ...reads.filter((r) => isStaffReader(r.userId)).map((r) => r.lastReadMessageId));
    return rows.map((m) => {
      const author = m.authorId === null ? undefined : authors.get(m.authorId);
      const fallback = m.authorSide === 'client' ? 'Former client' : 'Former team member';
      return {
        id: m.id,
        body: m.body,
        internal: m.internal,
        author: {
          id: m.authorId,
          name: author ? displayName(author) : fallback,
          side: m.authorSide,
          role: m.authorSide === 'staff' && author ? authorRoleOf(author) : null,
        },
        createdAt: m.createdAt.toISOString(),
        readByOtherSide: !m.internal && (m.authorSide === 'client' ? firmRead >= m.id : clientRead >= m.id),
        attachments: attachments.get(m.id) ?? [],
      };
    });
  }

  private async attachmentsOf(messageIds: number[]): Promise<Map<number, MessageAttachmentDto[]>> {
    const map = new Map<number, MessageAttachmentDto[]>();
    if (messageIds.length === 0) return map;
    const rows = await this.dataSource
      .getRepository(MessageAttachment)
      .createQueryBuilder('a')
      .innerJoin(Document, 'd', 'd.id = a.documentId')
      .select('a.messageId', 'messageId')
      .addSelect('d.id', 'documentId')
      .addSelect('d.fileName', 'fileName')
      .addSelect('d.fileType', 'fileType')
      .addSelect('d.fileSize', 'fileSize')
      .addSelect('d.category', 'category')
      .where('a.messageId IN (:...messageIds)', { messageIds })
      .orderBy('a.id', 'ASC')
      .getRawMany<{
        messageId: number | string;
        documentId: number | string;
        fileName: string;
        fileType: string;
        fileSize: number | string;
        category: string;
      }>();
    for (const r of rows) {
      const list = map.get(Number(r.messageId)) ?? [];
      list.push({
        documentId: Number(r.documentId),
        fileName: r.fileName,
        fileType: r.fileType,
        fileSize: Number(r.fileSize),
        category: r.category,
      });
      map.set(Number(r.messageId), list);
    }
    return map;
  }

  /** The names of client businesses by id. */
  private async businessNames(ids: number[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(ClientBusiness).find({ where: { id: In(wanted) }, select: { id: true, name: true } });
    return new Map(rows.map((b) => [b.id, b.name]));
  }

  /** Per conversation, the display name of the person who wrote its latest client message (if their account remains). */
  private async lastClientWriters(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const latest = this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('wm')
      .subQuery()
      .select('MAX(wm.id)')
      .from(ConversationMessage, 'wm')
      .where('wm.conversationId IN (:...ids)')
      .andWhere('wm.authorSide = :clientSide')
      .groupBy('wm.conversationId')
      .getQuery();
    const rows = await this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .select(['m.conversationId', 'm.authorId'])
      .where(`m.id IN ${latest}`, { ids, clientSide: 'client' })
      .getMany();
    const authors = await this.usersById(rows.map((m) => m.authorId));
    const names = new Map<number, string>();
    for (const m of rows) {
      const author = m.authorId === null ? undefined : authors.get(m.authorId);
      if (author) names.set(m.conversationId, displayName(author));
    }
    return names;
  }

  private async usersById(ids: Array<number | null>): Promise<Map<number, User>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const users = await this.dataSource.getRepository(User).find({
      where: { id: In(wanted) },
      select: { id: true, username: true, firstName: true, lastName: true, role: true, isStaff: true },
    });
    return new Map(users.map((u) => [u.id, u]));
  }

  /** 404 "Client not found" unless `businessId` is a client business in the staff member's scope. */
  private async assertBusinessInScope(staff: User, businessId: number): Promise<void> {
    const qb = this.dataSource.getRepository(ClientBusiness).createQueryBuilder('sb').where('sb.id = :businessId', { businessId });
    this.access.scopeFor(staff)(qb, 'sb.id');
    if ((await qb.getCount()) === 0) throw new NotFoundError('client.not_found', CLIENT_NOT_FOUND);
  }

  /** Team members who may see the client: managers and admins, and accountants assigned to the client. */
  private async assignableStaff(clientId: number): Promise<AssignableStaffDto[]> {
    const assigned = new Set(await this.access.assignedAccountantIds(clientId));
    const staff = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where(
        new Brackets((w) =>
          w.where('u.role IN (:...roles)', { roles: [...STAFF_ROLES] }).orWhere('u.isStaff = :staffFlag', { staffFlag: true }),
        ),
      )
      .orderBy('u.firstName', 'ASC')
      .addOrderBy('u.lastName', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
    return staff
      .filter((u) => staffRoleOf(u) !== null && (seesAllClients(u) || assigned.has(u.id)))
      .map((u) => ({ id: u.id, name: displayName(u), role: staffRoleOf(u)! }));
  }

  private async assertMayBeAssigned(assigneeId: number, clientId: number): Promise<void> {
    const candidate = await this.dataSource.getRepository(User).findOne({ where: { id: assigneeId } });
    // Someone who is not (or no longer) staff, or an accountant not assigned to this client, cannot take it.
    const allowed =
      candidate !== null &&
      staffRoleOf(candidate) !== null &&
      (seesAllClients(candidate) || (await this.access.assignedAccountantIds(clientId)).includes(candidate.id));
    if (!allowed) throw fieldError('conversation.assignee_not_allowed', 'assigneeId', ASSIGNEE_NOT_ALLOWED);
  }
}

/**
 * The conversation's messages as the client sees them, oldest first. Built field by field, so no
 * staff-only field (internal) can reach a client by accident. Their ids are their position in
 * what the client sees (1, 2, 3…), not the database ids that internal notes share: gaps in those
 * would tell the client that notes exist (docs/messages.md).
 */
function clientMessages(messages: StaffMessageDto[]): MessageDto[] {
  return messages.map((m, i) => ({
    id: i + 1,
    body: m.body,
    author: m.author,
    createdAt: m.createdAt,
    readByOtherSide: m.readByOtherSide,
    attachments: m.attachments,
  }));
}
