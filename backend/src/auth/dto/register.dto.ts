import { IntersectionType } from '@nestjs/swagger';
import { CompanyAddressFieldsDto, CompanyFactsFieldsDto, PersonalFieldsDto, SignInFieldsDto } from '../../users/dto/account-fields.dto';

/** Registration: every user field of the product; confirmPassword stays in the browser. */
export class RegisterDto extends IntersectionType(SignInFieldsDto, PersonalFieldsDto, CompanyAddressFieldsDto, CompanyFactsFieldsDto) {}
