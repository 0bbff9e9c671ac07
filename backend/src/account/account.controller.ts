import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OpenDuringTwoFactorSetup } from '../account-security/staff-two-factor.guard';
import { clearSessionCookies } from '../session/session-cookie';
import { Audit } from '../access/audit.decorator';
import { AuditContext } from '../common/audit/audit-context';
import { CurrentUser } from '../access/current-user.decorator';
import { UserResponseDto } from '../employees/dto/user-response.dto';
import { User } from '../users/user.entity';
import { AccountService } from './account.service';
import { AccountMessageDto } from './dto/account-message.dto';
import { ChangeEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { Access } from '../access/access.decorator';
import { CurrentBusinessResolver } from '../access/current-business.resolver';
import type { BusinessContext } from '../businesses/business-context';

@ApiTags('account')
@Controller('user')
@Access.signedIn()
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly currentBusiness: CurrentBusinessResolver,
  ) {}

  /**
   * The business whose company fields the profile shows: the one the session acts for. A session
   * that has not picked one yet is left as it is (undefined: the service takes the business the
   * first client request will pick), so reading the profile never writes the session.
   */
  private async businessOf(req: Request, user: User): Promise<BusinessContext | null | undefined> {
    return this.currentBusiness.namesABusiness(req) ? this.currentBusiness.of(req, user) : undefined;
  }

  @ApiOperation({ summary: 'Your profile' })
  @Get()
  @OpenDuringTwoFactorSetup()
  @ApiOkResponse({ type: UserResponseDto })
  async me(@CurrentUser() user: User, @Req() req: Request): Promise<UserResponseDto> {
    return this.account.me(user.id, await this.businessOf(req, user));
  }

  @ApiOperation({ summary: 'Change your profile' })
  @Patch()
  @ApiOkResponse({ type: UserResponseDto, description: 'The updated user; isProfileComplete recomputed' })
  @ApiBadRequestResponse({ description: 'A field is not valid or not one of the company form' })
  @ApiForbiddenResponse({
    description: 'Company fields sent by someone whose role in the current business does not allow changing its profile (or who has none)',
  })
  async updateProfile(
    @CurrentUser() user: User,
    @Body() dto: UpdateProfileDto,
    @Audit() audit: AuditContext,
    @Req() req: Request,
  ): Promise<UserResponseDto> {
    return this.account.updateProfile(user.id, await this.businessOf(req, user), dto, audit);
  }

  @ApiOperation({ summary: 'Change your password' })
  @Post('change-password')
  @HttpCode(200)
  @RateLimited('reauth-account', 'reauth-ip')
  @ApiOkResponse({ type: AccountMessageDto, description: "Changed; this session gets a new id and the user's other sessions are ended" })
  @ApiBadRequestResponse({ description: 'Current password wrong, or the new password breaks the password rule' })
  @ApiTooManyRequestsResponse({ description: 'Too many password confirmations for this account or network' })
  async changePassword(
    @CurrentUser() user: User,
    @Body() dto: ChangePasswordDto,
    @Audit() audit: AuditContext,
    @Req() req: Request,
  ): Promise<AccountMessageDto> {
    // The session making the change stays signed in; every other one ends.
    await this.account.changePassword(user.id, dto, audit, req.sessionID);
    // ...under a new id: one that may have leaked before the change must not stay valid after it.
    await new Promise<void>((resolve, reject) =>
      req.logIn(user, { session: true, keepSessionInfo: true }, (err) => (err ? reject(err) : resolve())),
    );
    return AccountMessageDto.of('Password updated');
  }

  @ApiOperation({ summary: 'Change your email address' })
  @Post('change-email')
  @HttpCode(200)
  @RateLimited('reauth-account', 'reauth-ip')
  @ApiTooManyRequestsResponse({ description: 'Too many password confirmations for this account or network' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ description: 'Email not valid or password wrong' })
  @ApiConflictResponse({ description: 'Another account uses that email address' })
  changeEmail(@CurrentUser() user: User, @Body() dto: ChangeEmailDto, @Audit() audit: AuditContext): Promise<UserResponseDto> {
    return this.account.changeEmail(user.id, dto, audit);
  }

  @ApiOperation({ summary: 'Delete your account' })
  @Delete()
  @RateLimited('reauth-account', 'reauth-ip')
  @ApiOkResponse({ type: AccountMessageDto, description: 'Account, files and personal data deleted; signed out' })
  @ApiBadRequestResponse({ description: 'Password missing or wrong' })
  @ApiTooManyRequestsResponse({ description: 'Too many password confirmations for this account or network' })
  async deleteAccount(
    @CurrentUser() user: User,
    @Body() dto: DeleteAccountDto,
    @Audit() audit: AuditContext,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountMessageDto> {
    await this.account.deleteAccount(user.id, dto, audit);
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    clearSessionCookies(res);
    return AccountMessageDto.of('Account deleted');
  }
}
