import { ApiProperty } from '@nestjs/swagger';

export const ENQUIRY_THANKS = "Thank you for contacting us! We'll be in touch soon.";

/** The home form shows this message in its success toast. */
export class EnquiryAcceptedDto {
  @ApiProperty({ example: ENQUIRY_THANKS }) message!: string;

  static thanks(): EnquiryAcceptedDto {
    return { message: ENQUIRY_THANKS };
  }
}
