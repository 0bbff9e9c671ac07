import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { FileReferenceRegistry } from '../storage/file-references';
import { EngagementLetter } from './engagement-letter.entity';
import { ENGAGEMENT_LETTERS_PREFIX } from './engagement-letters.service';

/** Tells the orphan sweep which files under engagement-letters/ a letter still points at (presented, signed, drawn signature). */
@Injectable()
export class EngagementFileReferences implements OnModuleInit {
  constructor(
    private readonly registry: FileReferenceRegistry,
    @InjectRepository(EngagementLetter) private readonly letters: Repository<EngagementLetter>,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      prefix: ENGAGEMENT_LETTERS_PREFIX,
      referenced: async (keys) => {
        const rows = await this.letters.find({
          select: { id: true, presentedKey: true, signedKey: true, signatureKey: true },
          where: [{ presentedKey: In(keys) }, { signedKey: In(keys) }, { signatureKey: In(keys) }],
        });
        const live = new Set(rows.flatMap((r) => [r.presentedKey, r.signedKey, r.signatureKey]));
        return keys.map((k) => (live.has(k) ? k : null));
      },
    });
  }
}
