import { Controller, Get, NotFoundException, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

@ApiTags('account')
@Controller('user')
@UseGuards(AuthenticatedGuard)
export class AccountController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
  async me(@CurrentUser() user: User): Promise<UserResponseDto> {
    const full = await this.users.findWithEmployees(user.id);
    if (!full) throw new NotFoundException('Account not found');
    return UserResponseDto.from(full);
  }
}
