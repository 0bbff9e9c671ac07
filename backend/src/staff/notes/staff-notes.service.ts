import { Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '../../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../../common/audit/audit-context';
import { Brackets, Repository } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { ClientAccessService } from '../../access/client-access.service';
import { staffRoleOf } from '../../users/staff-roles';
import { ClientNote } from '../client-note.entity';
import { ClientBusiness } from '../../businesses/client-business.entity';
import { displayName } from '../../users/display-name';
import { StaffMessageResponseDto } from '../../common/http/message-response.dto';
import { ClientNoteResponseDto, CreateClientNoteDto, UpdateClientNoteDto } from './dto/client-note.dto';

export const NOTE_NOT_FOUND = 'Note not found';
export const NOT_NOTE_AUTHOR = 'Only the author can change this note';

/**
 * Notes about a client, never shown to the client. A private note (the default) is read by its
 * author and by admins, who answer for the firm's records; a shared one by every staff member who
 * may see the client. Only the author edits; the author or an admin deletes.
 */
@Injectable()
export class StaffNotesService {
  constructor(
    @InjectRepository(ClientNote) private readonly notes: Repository<ClientNote>,
    private readonly access: ClientAccessService,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
  ) {}

  async list(staff: User, clientId: number): Promise<ClientNoteResponseDto[]> {
    await this.access.clientFor(staff, clientId);
    const qb = this.notes.createQueryBuilder('n').where('n.clientId = :clientId', { clientId });
    if (staffRoleOf(staff) !== 'admin') {
      qb.andWhere(new Brackets((or) => or.where('n.isPrivate = :shared', { shared: false }).orWhere('n.authorId = :me', { me: staff.id })));
    }
    const rows = await qb.orderBy('n.createdAt', 'DESC').addOrderBy('n.id', 'DESC').getMany();
    const names = await this.users.displayNames(rows.map((n) => n.authorId));
    return rows.map((n) => ClientNoteResponseDto.from(n, staff.id, names));
  }

  async create(staff: User, clientId: number, dto: CreateClientNoteDto, audit: AuditContext): Promise<ClientNoteResponseDto> {
    const client = await this.access.clientFor(staff, clientId);
    const saved = await this.notes.save(
      this.notes.create({ clientId, authorId: staff.id, content: dto.content, isPrivate: dto.isPrivate ?? true }),
    );
    // The audit row names the note, not its content: notes may hold what the client told us in confidence.
    await this.activity.record(audit, 'staff.note.create', {
      clientId,
      client: client.name,
      noteId: saved.id,
      isPrivate: saved.isPrivate,
    });
    return ClientNoteResponseDto.from(
      await this.notes.findOneOrFail({ where: { id: saved.id } }),
      staff.id,
      new Map([[staff.id, displayName(staff)]]),
    );
  }

  async update(
    staff: User,
    clientId: number,
    noteId: number,
    dto: UpdateClientNoteDto,
    audit: AuditContext,
  ): Promise<ClientNoteResponseDto> {
    const { client, note } = await this.findVisible(staff, clientId, noteId);
    if (note.authorId !== staff.id) throw new ForbiddenError('note.not_author', NOT_NOTE_AUTHOR);
    const changes: Partial<Pick<ClientNote, 'content' | 'isPrivate'>> = {};
    if (dto.content !== undefined) changes.content = dto.content;
    if (dto.isPrivate !== undefined) changes.isPrivate = dto.isPrivate;
    if (Object.keys(changes).length > 0) await this.notes.update({ id: note.id }, changes);
    await this.activity.record(audit, 'staff.note.update', {
      clientId,
      client: client.name,
      noteId,
      fields: Object.keys(changes),
    });
    return ClientNoteResponseDto.from(
      await this.notes.findOneOrFail({ where: { id: note.id } }),
      staff.id,
      new Map([[staff.id, displayName(staff)]]),
    );
  }

  async remove(staff: User, clientId: number, noteId: number, audit: AuditContext): Promise<StaffMessageResponseDto> {
    const { client, note } = await this.findVisible(staff, clientId, noteId);
    if (note.authorId !== staff.id && staffRoleOf(staff) !== 'admin') throw new ForbiddenError('note.not_author', NOT_NOTE_AUTHOR);
    await this.notes.delete({ id: note.id });
    await this.activity.record(audit, 'staff.note.delete', {
      clientId,
      client: client.name,
      noteId,
      authorId: note.authorId,
    });
    return StaffMessageResponseDto.of('Note deleted');
  }

  /** Someone else's private note answers 404, as if it were not there. */
  private async findVisible(staff: User, clientId: number, noteId: number): Promise<{ client: ClientBusiness; note: ClientNote }> {
    const client = await this.access.clientFor(staff, clientId);
    const note = await this.notes.findOne({ where: { id: noteId, clientId } });
    const visible = note && (!note.isPrivate || note.authorId === staff.id || staffRoleOf(staff) === 'admin');
    if (!note || !visible) throw new NotFoundError('note.not_found', NOTE_NOT_FOUND);
    return { client, note };
  }
}
