import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogueController } from './catalogue.controller';
import { seedCatalogue } from './catalogue.seed';
import { CatalogueService } from './catalogue.service';
import { ServicePackage } from './service-package.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ServicePackage])],
  controllers: [CatalogueController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The `services` table follows the catalogue source at every start (ids never change). */
  async onApplicationBootstrap(): Promise<void> {
    await seedCatalogue(this.dataSource);
  }
}
