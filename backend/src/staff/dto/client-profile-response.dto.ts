import { ApiProperty } from '@nestjs/swagger';
import { User } from '../../users/user.entity';

/** A client's account and company details as staff see them: never the password hash or billing ids. */
export class ClientProfileResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) businessType!: string | null;
  @ApiProperty({ type: String, nullable: true }) annualRevenue!: string | null;
  @ApiProperty({ type: Number, nullable: true }) numberOfEmployees!: number | null;
  @ApiProperty() isProfileComplete!: boolean;
  @ApiProperty({ type: Date, nullable: true }) lastLogin!: Date | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(u: User): ClientProfileResponseDto {
    return {
      id: u.id,
      username: u.username,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      company: u.company,
      address: u.address,
      city: u.city,
      postalCode: u.postalCode,
      country: u.country,
      vatNumber: u.vatNumber,
      registrationNumber: u.registrationNumber,
      businessType: u.businessType,
      annualRevenue: u.annualRevenue,
      numberOfEmployees: u.numberOfEmployees,
      isProfileComplete: u.isProfileComplete,
      lastLogin: u.lastLogin,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    };
  }
}

/** "Thandi Nkosi", else the username: how staff screens and notifications name a person. */
export function displayName(u: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const full = [u.firstName, u.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return full || u.username;
}
