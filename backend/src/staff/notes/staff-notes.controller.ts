import { Body, Controller, Delete, Get, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { StaffMessageResponseDto } from '../../common/http/message-response.dto';
import { ClientNoteResponseDto, CreateClientNoteDto, UpdateClientNoteDto } from './dto/client-note.dto';
import { StaffNotesService } from './staff-notes.service';
import { Access } from '../../access/access.decorator';

@Controller('staff/clients/:clientId/notes')
@ApiTags('staff')
@Access.staff()
@ApiNotFoundResponse({ description: 'No such client in scope, or no such note visible to this staff member' })
export class StaffNotesController {
  constructor(private readonly notes: StaffNotesService) {}

  @ApiOperation({ summary: 'List internal notes on a client' })
  @Get()
  @ApiOkResponse({ type: [ClientNoteResponseDto], description: 'Newest first' })
  list(@CurrentUser() staff: User, @Param('clientId', ParseIntPipe) clientId: number): Promise<ClientNoteResponseDto[]> {
    return this.notes.list(staff, clientId);
  }

  @ApiOperation({ summary: 'Add an internal note on a client' })
  @Post()
  @ApiCreatedResponse({ type: ClientNoteResponseDto })
  create(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Body() dto: CreateClientNoteDto,
    @Audit() audit: AuditContext,
  ): Promise<ClientNoteResponseDto> {
    return this.notes.create(staff, clientId, dto, audit);
  }

  @ApiOperation({ summary: 'Change an internal note' })
  @Patch(':noteId')
  @ApiOkResponse({ type: ClientNoteResponseDto })
  update(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('noteId', ParseIntPipe) noteId: number,
    @Body() dto: UpdateClientNoteDto,
    @Audit() audit: AuditContext,
  ): Promise<ClientNoteResponseDto> {
    return this.notes.update(staff, clientId, noteId, dto, audit);
  }

  @ApiOperation({ summary: 'Delete an internal note' })
  @Delete(':noteId')
  @ApiOkResponse({ type: StaffMessageResponseDto })
  remove(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Param('noteId', ParseIntPipe) noteId: number,
    @Audit() audit: AuditContext,
  ): Promise<StaffMessageResponseDto> {
    return this.notes.remove(staff, clientId, noteId, audit);
  }
}
