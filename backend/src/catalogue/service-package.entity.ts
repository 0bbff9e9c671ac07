import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MONEY } from '../database/column-types';

/** A row of the `services` table: one subscribable package of the catalogue. */
@Entity('services')
export class ServicePackage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  /** Monthly price in rand, VAT included. */
  @Column(MONEY)
  price!: number;

  /** Stable key shared with the public site's anchors (/services#standard). */
  @Column({ type: 'varchar', length: 50, unique: true })
  packageType!: string;

  @Column({ type: 'simple-json' })
  features!: string[];
}
