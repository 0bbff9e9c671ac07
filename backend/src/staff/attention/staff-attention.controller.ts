import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { AttentionResponseDto } from './dto/attention-response.dto';
import { StaffAttentionService } from './staff-attention.service';

@Controller('staff/attention')
@ApiTags('staff')
@Access.staff()
export class StaffAttentionController {
  constructor(private readonly attention: StaffAttentionService) {}

  @ApiOperation({ summary: 'What needs attention' })
  @Header('Cache-Control', 'private, no-store')
  @Get()
  @ApiOkResponse({
    type: AttentionResponseDto,
    description:
      'For you, in your scope (an accountant: the assigned clients; managers and admins: every client): each section with its count and first items',
  })
  list(@CurrentUser() staff: User): Promise<AttentionResponseDto> {
    return this.attention.forStaff(staff);
  }
}
