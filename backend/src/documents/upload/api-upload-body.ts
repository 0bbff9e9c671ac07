import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, type SchemaObject } from '@nestjs/swagger';
import { FILES_FIELD, MAX_FILES_PER_UPLOAD } from './upload-limits.constants';

/**
 * The OpenAPI body of a route that takes files through DocumentUploadInterceptor: the category
 * (from `categories`), an optional description, the route's own fields, and the files.
 */
export function ApiUploadBody(categories: readonly string[], ownFields: Record<string, SchemaObject>) {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      description: `Up to ${MAX_FILES_PER_UPLOAD} files of at most 10MB each, repeated in the "${FILES_FIELD}" field`,
      schema: {
        type: 'object',
        required: ['category', FILES_FIELD],
        properties: {
          category: { type: 'string', enum: [...categories] },
          description: { type: 'string', maxLength: 1000 },
          ...ownFields,
          [FILES_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } },
        },
      },
    }),
  );
}
