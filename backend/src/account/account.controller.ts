import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { clearSessionCookies } from '../auth/session-cookie';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/user.entity';
import { AccountService } from './account.service';
import { AccountMessageDto } from './dto/account-message.dto';
import { ChangeEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';

@ApiTags('account')
@Controller('user')
@UseGuards(AuthenticatedGuard)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get()
  @ApiOkResponse({ type: UserResponseDto })
  me(@CurrentUser() user: User): Promise<UserResponseDto> {
    return this.account.me(user.id);
  }

  @Patch()
  @ApiOkResponse({ type: UserResponseDto, description: 'The updated user; isProfileComplete recomputed' })
  @ApiBadRequestResponse({ description: 'A field is not valid or not one of the company form' })
  updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto, @Req() req: Request): Promise<UserResponseDto> {
    return this.account.updateProfile(user.id, dto, req);
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiOkResponse({ type: AccountMessageDto, description: "Changed; the user's other sessions are ended" })
  @ApiBadRequestResponse({ description: 'Current password wrong or new password too short' })
  async changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto, @Req() req: Request): Promise<AccountMessageDto> {
    await this.account.changePassword(user.id, dto, req);
    return AccountMessageDto.of('Password updated');
  }

  @Post('change-email')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ description: 'Email not valid or password wrong' })
  @ApiConflictResponse({ description: 'Another account uses that email address' })
  changeEmail(@CurrentUser() user: User, @Body() dto: ChangeEmailDto, @Req() req: Request): Promise<UserResponseDto> {
    return this.account.changeEmail(user.id, dto, req);
  }

  @Delete()
  @ApiOkResponse({ type: AccountMessageDto, description: 'Account, files and personal data deleted; signed out' })
  async deleteAccount(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountMessageDto> {
    await this.account.deleteAccount(user.id, req);
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    clearSessionCookies(res);
    return AccountMessageDto.of('Account deleted');
  }
}
