import { Controller, HttpCode, Param, ParseIntPipe, Post, UseInterceptors } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { SecurityMessageDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';
import { Access } from '../access/access.decorator';

/** An admin's reset of a staff member's two-factor sign-in (a lost phone): they set it up again at their next request. */
@Controller('staff/team')
@ApiTags('staff')
@Access.staff('admin')
@UseInterceptors(NoStoreInterceptor)
export class StaffTwoFactorResetController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @ApiOperation({ summary: "Reset a staff member's two-factor sign-in" })
  @Post(':id/two-factor/reset')
  @HttpCode(200)
  @ApiOkResponse({ type: SecurityMessageDto, description: 'Authenticator, recovery codes and passkeys removed; their sessions ended' })
  @ApiNotFoundResponse({ description: 'No staff member has that id' })
  async reset(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<SecurityMessageDto> {
    await this.twoFactor.resetStaffMember(admin, id, audit);
    return { message: 'Two-factor sign-in was reset. They will set it up again at their next sign-in.' };
  }
}
