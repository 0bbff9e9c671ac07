import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A person's private calendar feed (docs/compliance.md, "The calendar feed"): at most one per
 * person. Only the SHA-256 of the link's token is kept; a new link replaces the row, so the old
 * link stops working at once.
 */
@Entity('compliance_calendar_feeds')
export class CalendarFeed {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', unique: true })
  userId!: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Hex SHA-256 of the token in the link (notifications/tokens.ts). */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
