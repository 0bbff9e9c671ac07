import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { ClientQueryDto } from './dto/client-query.dto';
import { ClientDetailResponseDto, ClientPageResponseDto } from './dto/client-response.dto';
import { StaffClientsService } from './staff-clients.service';
import { Access } from '../../access/access.decorator';

/** Accountants see their assigned clients; managers and admins see all. */
@Controller('staff/clients')
@ApiTags('staff')
@Access.staff()
export class StaffClientsController {
  constructor(private readonly clients: StaffClientsService) {}

  @ApiOperation({ summary: 'List clients' })
  @Get()
  @ApiOkResponse({ type: ClientPageResponseDto, description: 'Newest clients first' })
  list(@CurrentUser() staff: User, @Query() query: ClientQueryDto): Promise<ClientPageResponseDto> {
    return this.clients.list(staff, query);
  }

  @ApiOperation({ summary: "Read a client's record" })
  @Get(':clientId')
  @ApiOkResponse({ type: ClientDetailResponseDto })
  @ApiNotFoundResponse({ description: 'No such client, or not one this staff member may see' })
  detail(
    @CurrentUser() staff: User,
    @Param('clientId', ParseIntPipe) clientId: number,
    @Audit() audit: AuditContext,
  ): Promise<ClientDetailResponseDto> {
    return this.clients.detail(staff, clientId, audit);
  }
}
