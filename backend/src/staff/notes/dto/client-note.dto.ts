import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ClientNote } from '../../client-note.entity';

export const NOTE_MAX = 10_000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateClientNoteDto {
  @ApiProperty({ maxLength: NOTE_MAX })
  @Transform(trim)
  @IsNotEmpty({ message: 'Note is required' })
  @IsString({ message: 'Note must be text' })
  @MaxLength(NOTE_MAX, { message: `Note must be at most ${NOTE_MAX} characters` })
  content!: string;

  @ApiPropertyOptional({
    default: true,
    description: 'Private: only the author (and admins) see it; otherwise every staff member who sees the client',
  })
  @IsOptional()
  @IsBoolean({ message: 'isPrivate must be true or false' })
  isPrivate?: boolean;
}

export class UpdateClientNoteDto {
  @ApiPropertyOptional({ maxLength: NOTE_MAX })
  @IsOptional()
  @Transform(trim)
  @IsNotEmpty({ message: 'Note must not be empty' })
  @IsString({ message: 'Note must be text' })
  @MaxLength(NOTE_MAX, { message: `Note must be at most ${NOTE_MAX} characters` })
  content?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isPrivate must be true or false' })
  isPrivate?: boolean;
}

export class ClientNoteResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() clientId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null once the author’s account is gone' }) authorId!: number | null;
  @ApiProperty({ type: String, nullable: true }) authorName!: string | null;
  @ApiProperty() content!: string;
  @ApiProperty() isPrivate!: boolean;
  @ApiProperty({ description: 'Whether the signed-in staff member may edit it (authors only)' }) canEdit!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(n: ClientNote, viewerId: number, names: ReadonlyMap<number, string>): ClientNoteResponseDto {
    return {
      id: n.id,
      clientId: n.clientId,
      authorId: n.authorId,
      authorName: n.authorId !== null ? (names.get(n.authorId) ?? null) : null,
      content: n.content,
      isPrivate: n.isPrivate,
      canEdit: n.authorId === viewerId,
      createdAt: n.createdAt,
      updatedAt: n.updatedAt,
    };
  }
}
