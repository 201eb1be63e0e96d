import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorBody } from '../common/api-error';
import { Roles } from './auth.decorators';

/** An admin-only controller: its Swagger tag, the admin bearer token, the admin role, and the 401/403 answers documented. */
export const AdminApi = (tag: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiBearerAuth('admin'),
    Roles('admin'),
    ApiResponse({ status: 401, type: ApiErrorBody, description: 'No or invalid token' }),
    ApiResponse({ status: 403, type: ApiErrorBody, description: 'Not an admin token' }),
  );
