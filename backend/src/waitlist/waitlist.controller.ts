import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { ContactEnquiryDto } from './dto/contact-enquiry.dto';
import { EnquiryAcceptedDto } from './dto/enquiry-accepted.dto';
import { HomeEnquiryDto } from './dto/home-enquiry.dto';
import { EnquiryBodyPipe, type EnquiryDto } from './enquiry-body.pipe';
import { WaitlistService } from './waitlist.service';

@ApiTags('waitlist')
@ApiExtraModels(HomeEnquiryDto, ContactEnquiryDto)
@Controller('waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  @RateLimited('enquiry-ip')
  @ApiBody({
    description: 'The home form (with `terms`) or the contact form (with `acceptTerms`)',
    schema: { oneOf: [{ $ref: getSchemaPath(HomeEnquiryDto) }, { $ref: getSchemaPath(ContactEnquiryDto) }] },
  })
  @ApiCreatedResponse({ type: EnquiryAcceptedDto })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid; `errors` names each field' })
  @ApiTooManyRequestsResponse({ description: 'Too many enquiries from this network in the last hour' })
  submit(@Body(EnquiryBodyPipe) dto: EnquiryDto): Promise<EnquiryAcceptedDto> {
    return this.waitlist.submit(dto);
  }
}
