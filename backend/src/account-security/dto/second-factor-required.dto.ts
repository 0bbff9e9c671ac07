import { ApiProperty } from '@nestjs/swagger';

export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** POST /api/login's answer when the password was right and a second step is due. */
export class SecondFactorRequiredDto {
  @ApiProperty({ enum: [true], example: true })
  twoFactorRequired!: true;

  @ApiProperty({ enum: SECOND_FACTOR_METHODS, enumName: 'SecondFactorMethod', isArray: true })
  methods!: SecondFactorMethod[];
}
