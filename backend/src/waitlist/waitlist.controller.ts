import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { ContactEnquiryDto } from './dto/contact-enquiry.dto';
import { EnquiryAcceptedDto } from './dto/enquiry-accepted.dto';
import { EnquiryChallengeDto } from './dto/enquiry-challenge.dto';
import { EnquiryChallengeService } from './enquiry-challenge.service';
import { HomeEnquiryDto } from './dto/home-enquiry.dto';
import { EnquiryBodyPipe, type EnquiryDto } from './enquiry-body.pipe';
import { WaitlistService } from './waitlist.service';
import { Access } from '../access/access.decorator';

@ApiTags('waitlist')
@ApiExtraModels(HomeEnquiryDto, ContactEnquiryDto)
@Controller('waitlist')
@Access.public()
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly challenges: EnquiryChallengeService,
  ) {}

  /** The arithmetic question the forms show; a fresh one per form, and after every answer. Writes nothing. */
  @ApiOperation({ summary: 'Get an enquiry check question' })
  @Get('challenge')
  @ApiOkResponse({ type: EnquiryChallengeDto, description: 'Two numbers from 1 to 10 to add, and the signed token to send back' })
  challenge(): EnquiryChallengeDto {
    return this.challenges.issue();
  }

  @ApiOperation({ summary: 'Send an enquiry' })
  @Post()
  @RateLimited('enquiry-ip')
  @ApiBody({
    description: 'The home form (with `terms`) or the contact form (with `acceptTerms`)',
    schema: { oneOf: [{ $ref: getSchemaPath(HomeEnquiryDto) }, { $ref: getSchemaPath(ContactEnquiryDto) }] },
  })
  @ApiCreatedResponse({ type: EnquiryAcceptedDto })
  @ApiBadRequestResponse({
    description: 'A field is missing or not valid, or the arithmetic answer is wrong, used or expired; `errors` names each field',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many enquiries from this network in the last hour' })
  async submit(@Body(EnquiryBodyPipe) dto: EnquiryDto): Promise<EnquiryAcceptedDto> {
    // After the fields are valid, so a form with mistakes does not use up its question; the
    // question is used up in the transaction that stores the enquiry (WaitlistService.submit).
    const solved = this.challenges.check(dto.captchaToken, dto.captcha);
    return this.waitlist.submit(dto, solved);
  }
}
