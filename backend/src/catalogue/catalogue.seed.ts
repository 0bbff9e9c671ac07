import { DataSource } from 'typeorm';
import { CATALOGUE_PACKAGES } from '@table-bay/shared';
import { ServicePackage } from './service-package.entity';

/**
 * Brings the `services` table in line with the catalogue source. Idempotent: rows are matched on
 * packageType and updated in place, so ids (and the subscriptions pointing at them) never change.
 */
export async function seedCatalogue(dataSource: DataSource): Promise<void> {
  const repo = dataSource.getRepository(ServicePackage);
  const existing = new Map((await repo.find()).map((s) => [s.packageType, s]));
  for (const pkg of CATALOGUE_PACKAGES) {
    const row = existing.get(pkg.packageType) ?? repo.create({ packageType: pkg.packageType });
    row.title = pkg.title;
    row.description = pkg.description;
    row.price = pkg.price;
    row.features = [...pkg.features];
    await repo.save(row);
  }
}
