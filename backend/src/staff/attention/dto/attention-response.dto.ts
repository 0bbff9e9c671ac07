import { ApiProperty } from '@nestjs/swagger';
import { CLIENT_ROLES, type ClientRole } from '../../../businesses/business-roles';

/**
 * The sections of the staff overview, in the order it shows them. Each names what a staff member
 * should act on; a feature that brings more work (jobs, engagement letters) adds a kind here and
 * a section in StaffAttentionService, and the screen shows it without a new route.
 */
export const ATTENTION_KINDS = [
  'overdue_jobs',
  'jobs_due_this_week',
  'new_people',
  'proofs_of_payment',
  'unread_messages',
  'documents_to_review',
  'unsigned_letters',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** How a person came to act for a business. */
export const JOIN_KINDS = ['signed_up', 'accepted_invitation'] as const;
export type JoinKind = (typeof JOIN_KINDS)[number];

/** Items each section lists at most; its count says how many there are in all. */
export const ATTENTION_ITEMS_PER_SECTION = 5;

/** How far back the new-people section looks. */
export const NEW_PEOPLE_WINDOW_DAYS = 7;

/** One thing to act on. Fields that do not apply to a section's kind are null. */
export class AttentionItemDto {
  @ApiProperty({
    description: 'What the item is about: the job, person (new_people), invoice, conversation or document, by its id',
    example: 42,
  })
  id!: number;

  @ApiProperty({ description: 'The client business it belongs to', example: 7 })
  clientId!: number;

  @ApiProperty({ description: "The client business's name", example: 'Nkosi Catering' })
  clientName!: string;

  @ApiProperty({
    description:
      "The item as staff name it: the job's title, the person's name, the invoice number, the conversation's subject, the file name",
    example: 'INV-000123',
  })
  title!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it happened: joined, proof uploaded, oldest unread message written, document uploaded; null for a job (see dueDate)',
  })
  at!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: "Jobs: the firm's own deadline (yyyy-MM-dd)" })
  dueDate!: string | null;

  @ApiProperty({ enum: CLIENT_ROLES, enumName: 'ClientRole', nullable: true, description: 'new_people: their role in the business' })
  role!: ClientRole | null;

  @ApiProperty({ enum: JOIN_KINDS, enumName: 'JoinKind', nullable: true, description: 'new_people: signed up, or accepted an invitation' })
  joinedBy!: JoinKind | null;

  @ApiProperty({ type: Number, nullable: true, description: 'unread_messages: client messages in it you have not read' })
  unread!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'proofs_of_payment: the invoice total in cents, VAT included' })
  amountCents!: number | null;
}

export class AttentionSectionDto {
  @ApiProperty({ enum: ATTENTION_KINDS, enumName: 'AttentionKind' })
  kind!: AttentionKind;

  @ApiProperty({ description: 'How many there are in all, in your scope', example: 3 })
  count!: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'For a section over a time window (new_people): where the window starts; null otherwise',
  })
  since!: string | null;

  @ApiProperty({
    type: [AttentionItemDto],
    description: `The first ${ATTENTION_ITEMS_PER_SECTION}, the one waiting longest (or newest, for new_people) first`,
  })
  items!: AttentionItemDto[];
}

export class AttentionResponseDto {
  @ApiProperty({ type: [AttentionSectionDto], description: 'Every section, in the order the overview shows them, empty ones included' })
  sections!: AttentionSectionDto[];
}
