import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ServiceResponseDto } from './dto/service-response.dto';
import { ServicePackage } from './service-package.entity';

@Injectable()
export class CatalogueService {
  constructor(@InjectRepository(ServicePackage) private readonly services: Repository<ServicePackage>) {}

  /** Cheapest first, as the package cards are laid out. */
  async list(): Promise<ServiceResponseDto[]> {
    const rows = await this.services.find({ order: { price: 'ASC', id: 'ASC' } });
    return rows.map((s) => ServiceResponseDto.from(s));
  }
}
