import { ErrorBody } from '../../common/errors/error-body';
import { AuditContext } from '../../common/audit/audit-context';
import { Audit } from '../../access/audit.decorator';
import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  NotFoundException,
  Param,
  ParseIntPipe,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ActivityService } from '../../activity/activity.service';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { ReconciliationConfirmResponseDto, ReconciliationResponseDto, ReconciliationUploadDto } from '../reconciliation/reconciliation.dto';
import { ReconciliationService, STATEMENT_NOT_FOUND } from '../reconciliation/reconciliation.service';
import { NoStoreInterceptor } from './no-store.interceptor';
import { Access } from '../../access/access.decorator';

const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;

@UseInterceptors(NoStoreInterceptor)
@Controller('staff/reconciliation')
@ApiTags('staff')
@Access.staff()
export class StaffReconciliationController {
  constructor(
    private readonly reconciliation: ReconciliationService,
    private readonly activity: ActivityService,
  ) {}

  @ApiOperation({ summary: 'Match a bank statement to open invoices' })
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'bank'],
      properties: {
        file: { type: 'string', format: 'binary' },
        bank: { type: 'string', enum: ['fnb', 'standard-bank', 'absa', 'nedbank', 'capitec', 'generic'] },
        dateColumn: { type: 'string' },
        descriptionColumn: { type: 'string' },
        amountColumn: { type: 'string' },
      },
    },
  })
  @ApiCreatedResponse({ type: ReconciliationResponseDto, description: 'Each credit line matched to an open invoice, or listed unmatched' })
  @ApiBadRequestResponse({
    description:
      'No file, an unknown bank, or a file that is not that bank’s CSV layout; the reason names the line of the file where there is one',
  })
  @UseInterceptors(FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 10 } }))
  async upload(
    @CurrentUser() staff: User,
    @Body() dto: ReconciliationUploadDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Audit() audit: AuditContext,
  ): Promise<ReconciliationResponseDto> {
    if (!file || file.buffer.length === 0) throw badRequest('file', 'Please attach the bank statement (CSV)');
    let mapping;
    if (dto.bank === 'generic') {
      if (!dto.dateColumn || !dto.descriptionColumn || !dto.amountColumn) {
        throw badRequest('dateColumn', 'Name the date, description and amount columns for a generic statement');
      }
      mapping = { dateColumn: dto.dateColumn, descriptionColumn: dto.descriptionColumn, amountColumn: dto.amountColumn };
    }
    const out = await this.reconciliation.upload(staff, dto.bank, file.buffer.toString('utf8'), mapping);
    await this.activity.record(audit, 'staff.reconciliation.upload', {
      statementId: out.id,
      bank: dto.bank,
      matched: out.matched.length,
      unmatched: out.unmatched.length,
    });
    return out;
  }

  @ApiOperation({ summary: "Mark a statement's matched invoices paid" })
  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: ReconciliationConfirmResponseDto, description: 'Every matched invoice marked paid, in one transaction' })
  @ApiNotFoundResponse({
    description:
      'No such statement uploaded by this staff member, or a matched invoice whose client is no longer theirs (nothing is marked paid)',
  })
  @ApiConflictResponse({ description: 'Already confirmed' })
  @ApiBadRequestResponse({
    description: 'A stored line has no valid date (stored before dates were checked at upload): nothing is marked paid',
  })
  async confirm(
    @CurrentUser() staff: User,
    @Param('id', new ParseIntPipe({ exceptionFactory: () => new NotFoundException(STATEMENT_NOT_FOUND) })) id: number,
    @Audit() audit: AuditContext,
  ): Promise<ReconciliationConfirmResponseDto> {
    const out = await this.reconciliation.confirm(staff, id);
    await this.activity.record(audit, 'staff.reconciliation.confirm', { statementId: id, confirmed: out.confirmed });
    return out;
  }
}

/** A form error on one field, in the API's `{ statusCode, message, errors }` shape. */
function badRequest(field: string, message: string): BadRequestException {
  const body: ErrorBody = { statusCode: 400, message, errors: { [field]: message } };
  return new BadRequestException(body);
}
