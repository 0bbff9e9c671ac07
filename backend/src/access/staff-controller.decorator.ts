import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { RolesGuard } from './roles.guard';

/**
 * Every staff controller: under /api/staff, signed in, staff only (clients get 403 "Staff access
 * only"). Guards run in order, so an anonymous caller gets 401 before the role is looked at.
 */
export function StaffController(path: string) {
  return applyDecorators(
    Controller(`staff/${path}`.replace(/\/$/, '')),
    UseGuards(AuthenticatedGuard, RolesGuard),
    ApiTags('staff'),
    ApiUnauthorizedResponse({ description: 'Nobody is signed in' }),
    ApiForbiddenResponse({ description: 'Not staff ("Staff access only"), or the staff role does not allow the action' }),
  );
}
