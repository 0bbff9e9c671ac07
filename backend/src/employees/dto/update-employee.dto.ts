import { PartialType } from '@nestjs/swagger';
import { CreateEmployeeDto } from './create-employee.dto';

/**
 * Any subset of the employee fields. `skipNullProperties: false` keeps null from slipping past
 * the required fields (firstName: null is refused, not ignored); the optional ones still take null.
 */
export class UpdateEmployeeDto extends PartialType(CreateEmployeeDto, { skipNullProperties: false }) {}
