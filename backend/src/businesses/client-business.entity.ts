import type { VatCategory, VatFilingChannel } from '@table-bay/shared';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A client of the firm: the business the portal holds everything for (docs/client-businesses.md).
 * People act for it as members (BusinessMember); staff reach it through the access rules. The
 * accounts that existed before businesses became one business each, with the account's id as the
 * business's (decision 0019), so links to a client stay valid.
 */
@Entity('client_businesses')
export class ClientBusiness {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /**
   * True while `name` is the first owner's own name because nobody has given a company name yet:
   * the business still needs a name everywhere (switcher, staff lists, invoices), but its company
   * profile has none, so the company form and the overview's to-do ask for it.
   */
  @Column({ type: 'boolean', default: false })
  nameFromOwner!: boolean;

  /**
   * Replaced by every write that changes what the business's cached lists show
   * (client-lists/lists-version.ts); null until the first such write.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  listsVersion!: string | null;

  // The company profile (docs/client-businesses.md, "The company profile"): `name` is the company
  // name; these are the rest of the company form. Business profile rules: business-profile.service.ts.

  @Column({ type: 'varchar', length: 255, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  postalCode!: string | null;

  @Column({ type: 'varchar', length: 100, default: 'South Africa' })
  country!: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  vatNumber!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  registrationNumber!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  businessType!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  annualRevenue!: string | null;

  @Column({ type: 'int', nullable: true })
  numberOfEmployees!: number | null;

  // Tax and registration (docs/compliance.md, "Profile fields"): what the compliance calendar
  // works out the business's obligations from. Formats: @table-bay/shared tax-profile.ts.

  @Column({ type: 'varchar', length: 1, nullable: true })
  vatCategory!: VatCategory | null;

  @Column({ type: 'varchar', length: 10, default: 'efiling' })
  vatFilingChannel!: VatFilingChannel;

  @Column({ type: 'int', nullable: true })
  financialYearEndMonth!: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  incomeTaxNumber!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  payeReference!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  uifReference!: string | null;

  @Column({ type: 'varchar', length: 14, nullable: true })
  companyRegistrationNumber!: string | null;

  /** yyyy-MM-dd */
  @Column({ type: 'date', nullable: true })
  incorporationDate!: string | null;

  @Column({ type: 'boolean', default: false })
  provisionalTaxpayer!: boolean;

  @Column({ type: 'boolean', default: false })
  coidaRegistered!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
