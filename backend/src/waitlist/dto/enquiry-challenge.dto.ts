import { ApiProperty } from '@nestjs/swagger';

/** A question for an enquiry form: "What is a + b?", answered with the token (docs/enquiries.md). */
export class EnquiryChallengeDto {
  @ApiProperty({ description: 'Send back as `captchaToken` with the answer', example: 'v1.5f0c…' }) token!: string;
  @ApiProperty({ minimum: 1, maximum: 10, example: 4 }) a!: number;
  @ApiProperty({ minimum: 1, maximum: 10, example: 7 }) b!: number;
  @ApiProperty({ type: Date, description: 'After this the question is refused; fetch a new one' }) expiresAt!: Date;
}
