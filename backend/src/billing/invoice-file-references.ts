import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { FileReferenceRegistry } from '../storage/file-references';
import { INVOICE_PROOFS_PREFIX } from '../storage/storage-keys';
import { Invoice } from './entities/invoice.entity';

/** Tells the orphan sweep which proofs of payment under invoice-proofs/ an invoice still points at. */
@Injectable()
export class InvoiceFileReferences implements OnModuleInit {
  constructor(
    private readonly registry: FileReferenceRegistry,
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      prefix: INVOICE_PROOFS_PREFIX,
      referenced: async (keys) =>
        (await this.invoices.find({ select: { id: true, proofKey: true }, where: { proofKey: In(keys) } })).map((i) => i.proofKey),
    });
  }
}
