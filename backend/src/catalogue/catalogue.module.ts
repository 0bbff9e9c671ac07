import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { ServicePackage } from './service-package.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ServicePackage])],
  controllers: [CatalogueController],
  providers: [CatalogueService],
})
export class CatalogueModule {}
