import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DocumentRequest } from './document-request.entity';
import { DocumentRequestResponseDto } from './dto/document-request-response.dto';
import { johannesburgToday } from './johannesburg-date.util';

@Injectable()
export class DocumentRequestsService {
  constructor(@InjectRepository(DocumentRequest) private readonly requests: Repository<DocumentRequest>) {}

  /** The client's own requests, newest first, with overdue derived from today's date in Johannesburg. */
  async listForClient(clientId: number): Promise<DocumentRequestResponseDto[]> {
    const rows = await this.requests.find({
      where: { clientId },
      relations: { fulfilledDocument: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const today = johannesburgToday();
    return rows.map((r) => DocumentRequestResponseDto.from(r, today));
  }
}
