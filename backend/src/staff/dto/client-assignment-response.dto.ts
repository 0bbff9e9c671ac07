import { ApiProperty } from '@nestjs/swagger';
import { ClientAssignment } from '../../access/client-assignment.entity';
import { displayName } from '../../users/display-name';

export class ClientAssignmentResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The client business' }) clientId!: number;
  @ApiProperty({ type: String, nullable: true, description: "The client business's name" }) clientName!: string | null;
  @ApiProperty() accountantId!: number;
  @ApiProperty({ type: String, nullable: true, description: "Accountant's display name" }) accountantName!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Admin who made the assignment' }) assignedBy!: number | null;
  @ApiProperty({ description: 'false once unassigned (kept for the history)' }) isActive!: boolean;
  @ApiProperty() assignedAt!: Date;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;

  /** Expects the assignment loaded with client and accountant. */
  static from(a: ClientAssignment): ClientAssignmentResponseDto {
    return {
      id: a.id,
      clientId: a.clientId,
      clientName: a.client?.name ?? null,
      accountantId: a.accountantId,
      accountantName: a.accountant ? displayName(a.accountant) : null,
      assignedBy: a.assignedBy,
      isActive: a.isActive,
      assignedAt: a.assignedAt,
      notes: a.notes,
    };
  }
}
