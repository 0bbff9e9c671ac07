import { Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { VALIDATION_PIPE_OPTIONS, validationException } from '../common/validation/validation-options';
import { ContactEnquiryDto } from './dto/contact-enquiry.dto';
import { HomeEnquiryDto } from './dto/home-enquiry.dto';

export type EnquiryDto = HomeEnquiryDto | ContactEnquiryDto;

/**
 * POST /api/waitlist takes the two forms' payloads, which differ in field names and messages.
 * The contact form is the one that sends `acceptTerms`; each shape is then validated with the
 * same options as the global pipe (which skips this body because its declared type is a union).
 */
@Injectable()
export class EnquiryBodyPipe implements PipeTransform<unknown, Promise<EnquiryDto>> {
  async transform(value: unknown): Promise<EnquiryDto> {
    const body = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const dtoClass = 'acceptTerms' in body ? ContactEnquiryDto : HomeEnquiryDto;
    const dto = plainToInstance<EnquiryDto, Record<string, unknown>>(dtoClass, body);
    const errors = await validate(dto, {
      whitelist: VALIDATION_PIPE_OPTIONS.whitelist,
      forbidNonWhitelisted: VALIDATION_PIPE_OPTIONS.forbidNonWhitelisted,
    });
    if (errors.length > 0) throw validationException(errors);
    return dto;
  }
}
