import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { FileReferenceRegistry } from '../storage/file-references';
import { DOCUMENTS_PREFIX } from '../storage/storage-keys';
import { Document } from './document.entity';

/** Tells the orphan sweep which files under documents/ a document row (an upload, a filed or attached file) still points at. */
@Injectable()
export class DocumentFileReferences implements OnModuleInit {
  constructor(
    private readonly registry: FileReferenceRegistry,
    @InjectRepository(Document) private readonly documents: Repository<Document>,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      prefix: DOCUMENTS_PREFIX,
      referenced: async (keys) =>
        (await this.documents.find({ select: { storageKey: true }, where: { storageKey: In(keys) } })).map((d) => d.storageKey),
    });
  }
}
