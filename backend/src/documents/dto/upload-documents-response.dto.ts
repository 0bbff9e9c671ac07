import { ApiProperty } from '@nestjs/swagger';
import { DocumentResponseDto } from './document-response.dto';

export const UPLOAD_SUCCESS_MESSAGE = 'Your documents have been uploaded and are pending review.';

export class UploadDocumentsResponseDto {
  @ApiProperty({ example: UPLOAD_SUCCESS_MESSAGE }) message!: string;
  @ApiProperty({ type: [DocumentResponseDto] }) documents!: DocumentResponseDto[];

  static from(documents: DocumentResponseDto[]): UploadDocumentsResponseDto {
    return { message: UPLOAD_SUCCESS_MESSAGE, documents };
  }
}
