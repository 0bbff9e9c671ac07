import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENGAGEMENT_LETTER_STATUSES, toRand, type EngagementLetterStatus, type LetterSection } from '@table-bay/shared';
import { InvoiceResponseDto } from '../../billing/dto/invoice-response.dto';
import { SubscriptionResponseDto } from '../../billing/dto/subscription-response.dto';
import type { EngagementLetter, EngagementLetterKind } from '../engagement-letter.entity';

export class LetterSectionDto {
  @ApiProperty() heading!: string;
  @ApiProperty({ type: [String] }) paragraphs!: string[];
  @ApiPropertyOptional({ type: [String] }) items?: string[];
}

/** A letter in a list: what it is, where it stands and when each step happened. */
export class EngagementLetterSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'EL-7F3A9C21' }) reference!: string;
  @ApiProperty({
    enum: ['purchase', 'proposal', 'change'],
    enumName: 'EngagementLetterKind',
    description:
      'purchase: a package the client chose; proposal: one the firm proposed; change: the firm proposes changing the main package held (its package or price)',
  })
  kind!: EngagementLetterKind;
  @ApiProperty({ example: 'Standard' }) title!: string;
  @ApiProperty({ enum: ENGAGEMENT_LETTER_STATUSES, enumName: 'EngagementLetterStatus' }) status!: EngagementLetterStatus;
  @ApiProperty({ description: 'Rand a month, as agreed in the letter' }) monthlyPrice!: number;
  @ApiProperty({ type: Number, nullable: true }) serviceId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The purchase waiting for it, or the subscription its signature created' })
  subscriptionId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The firm’s covering note of a proposal' }) note!: string | null;
  @ApiProperty() sentAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) firstViewedAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) signedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) signerName!: string | null;
  @ApiProperty({ type: Date, nullable: true }) countersignedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) countersignerName!: string | null;
  @ApiProperty({ description: 'True once both sides have signed: the PDF is then the final signed letter' }) complete!: boolean;
  @ApiProperty({ type: Date, nullable: true, description: 'When it was withdrawn or replaced by a newer letter' }) closedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the firm withdrew it' }) withdrawnReason!: string | null;

  static from(l: EngagementLetter): EngagementLetterSummaryDto {
    return {
      id: l.id,
      reference: l.reference,
      kind: l.kind,
      title: l.title,
      status: l.status,
      monthlyPrice: toRand(l.monthlyPriceCents),
      serviceId: l.serviceId,
      subscriptionId: l.subscriptionId,
      note: l.note,
      sentAt: l.sentAt,
      firstViewedAt: l.firstViewedAt,
      signedAt: l.signedAt,
      signerName: l.signerName,
      countersignedAt: l.countersignedAt,
      countersignerName: l.countersignerName,
      complete: l.status === 'countersigned' && l.signedKey !== null,
      closedAt: l.closedAt,
      withdrawnReason: l.status === 'withdrawn' ? l.withdrawnReason : null,
    };
  }
}

/** One letter to read and sign: its frozen wording and the hashes of its documents. */
export class EngagementLetterDto extends EngagementLetterSummaryDto {
  @ApiProperty({ type: [LetterSectionDto] }) sections!: LetterSection[];
  @ApiProperty({ description: 'SHA-256 of the letter PDF as presented for signing' }) presentedSha256!: string;
  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 of the final signed PDF' }) signedSha256!: string | null;

  static fromLetter(l: EngagementLetter): EngagementLetterDto {
    return { ...EngagementLetterSummaryDto.from(l), sections: l.content, presentedSha256: l.presentedSha256, signedSha256: l.signedSha256 };
  }
}

export class StaffEngagementLetterDto extends EngagementLetterSummaryDto {
  @ApiProperty({ type: Number, nullable: true }) businessId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the business has closed' }) businessName!: string | null;

  static fromStaff(l: EngagementLetter): StaffEngagementLetterDto {
    return { ...EngagementLetterSummaryDto.from(l), businessId: l.businessId, businessName: l.business?.name ?? null };
  }
}

export class PurchaseResponseDto {
  @ApiProperty({ type: SubscriptionResponseDto, description: 'Waiting for the signature (status awaiting_signature); no invoice yet' })
  subscription!: SubscriptionResponseDto;
  @ApiProperty({ type: EngagementLetterDto }) engagementLetter!: EngagementLetterDto;
}

export class SignResponseDto {
  @ApiProperty({ type: EngagementLetterDto }) engagementLetter!: EngagementLetterDto;
  @ApiProperty({
    type: SubscriptionResponseDto,
    description: 'Pending until its first invoice is paid; for a change, the subscription held, with the change scheduled',
  })
  subscription!: SubscriptionResponseDto;
  @ApiProperty({
    type: InvoiceResponseDto,
    nullable: true,
    description: 'The first invoice, issued by the signature; null for a change, which is billed with the period it takes effect',
  })
  invoice!: InvoiceResponseDto | null;
}

export class VerifyResponseDto {
  @ApiProperty({ description: 'True when the file is, byte for byte, a signed letter the firm issued' }) valid!: boolean;
  @ApiPropertyOptional({ type: Number }) letterId?: number;
  @ApiPropertyOptional({ type: Date }) signedAt?: Date;
  @ApiPropertyOptional({ type: String, description: 'The client’s signer' }) signer?: string;
}
