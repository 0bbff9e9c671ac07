import { ApiProperty } from '@nestjs/swagger';

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export const SIGN_IN_METHODS = ['password', 'totp', 'recovery-code', 'passkey', 'registration'] as const;

/** One active session, as the signed-in devices list shows it. */
export class DeviceSessionDto {
  @ApiProperty({ description: 'Opaque handle for revoking; never the session id' })
  handle!: string;

  @ApiProperty({ example: 'Chrome 142' })
  browser!: string;

  @ApiProperty({ example: 'Windows 10' })
  os!: string;

  @ApiProperty({ enum: DEVICE_TYPES, enumName: 'DeviceType' })
  deviceType!: (typeof DEVICE_TYPES)[number];

  @ApiProperty({ type: String, nullable: true })
  ip!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  signedInAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To within a minute' })
  lastActiveAt!: Date | null;

  @ApiProperty({ enum: SIGN_IN_METHODS, enumName: 'SignInMethod', nullable: true })
  method!: (typeof SIGN_IN_METHODS)[number] | null;

  @ApiProperty({ description: 'The session this request came on' })
  current!: boolean;
}

export class RevokedSessionsDto {
  @ApiProperty({ description: 'How many sessions were ended' })
  revoked!: number;
}
