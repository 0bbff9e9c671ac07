import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PrebuiltJson } from '../common/http/prebuilt-json';
import { ServiceResponseDto } from './dto/service-response.dto';
import { ServicePackage } from './service-package.entity';

/** How long one read of the catalogue is served from memory. */
const CACHE_MS = 60_000;

@Injectable()
export class CatalogueService {
  /**
   * The catalogue is written only by the seed at start-up (from @table-bay/shared's catalogue), yet read by
   * every visit to the services and dashboard pages: keep the list for a minute rather than
   * querying it per request. Every instance seeds the same rows, so the copies agree.
   */
  private cached?: { at: number; body: Promise<PrebuiltJson> };

  constructor(@InjectRepository(ServicePackage) private readonly services: Repository<ServicePackage>) {}

  /** One package by id, or null (a subscription names the package it buys). */
  findPackage(id: number): Promise<ServicePackage | null> {
    return this.services.findOne({ where: { id } });
  }

  /** Cheapest first, as the package cards are laid out: a ready response body, serialised and gzipped once a minute. */
  body(): Promise<PrebuiltJson> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const cached = { at: now, body: this.load().then((list) => new PrebuiltJson(list)) };
      this.cached = cached;
      // A failed read is not kept: the next request tries the database again.
      cached.body.catch(() => {
        if (this.cached === cached) this.cached = undefined;
      });
    }
    return this.cached.body;
  }

  private async load(): Promise<ServiceResponseDto[]> {
    const rows = await this.services.find({ order: { price: 'ASC', id: 'ASC' } });
    return rows.map((s) => ServiceResponseDto.from(s));
  }
}
