import { BadRequestException, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { Access } from '../access/access.decorator';
import type { ErrorBody } from '../common/errors/error-body';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { VerifyResponseDto } from './dto/engagement-responses.dto';
import { EngagementLettersService } from './engagement-letters.service';

const NO_FILE = 'Please attach the signed letter (PDF)';

/** A signed letter is a few pages: anything far larger is not one. */
export const MAX_VERIFY_BYTES = 5 * 1024 * 1024;

/** Anyone holding a signed engagement letter can check it is an original, unchanged (docs/engagement-letters.md). */
@ApiTags('engagement letters')
@Controller('engagement-letters')
@Access.public()
export class LetterVerificationController {
  constructor(private readonly letters: EngagementLettersService) {}

  @ApiOperation({ summary: 'Check whether a PDF is an original signed engagement letter' })
  @Post('verify')
  @HttpCode(200)
  @RateLimited('letter-verify-ip')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({
    type: VerifyResponseDto,
    description: 'valid: true with the letter, its signing time and signer; otherwise only valid: false',
  })
  @ApiBadRequestResponse({ description: 'No file attached' })
  @ApiTooManyRequestsResponse({ description: 'Too many checks from this network in an hour' })
  @UseInterceptors(FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: MAX_VERIFY_BYTES, files: 1, fields: 5 } }))
  verify(@UploadedFile() file: Express.Multer.File | undefined): Promise<VerifyResponseDto> {
    if (!file || file.buffer.length === 0) {
      const body: ErrorBody = { statusCode: 400, message: NO_FILE, errors: { file: NO_FILE } };
      throw new BadRequestException(body);
    }
    return this.letters.verify(file.buffer);
  }
}
