import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'thandi' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MaxLength(254, { message: 'Invalid username or password' })
  username!: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Invalid username or password' })
  password!: string;
}
