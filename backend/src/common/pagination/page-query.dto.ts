import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/**
 * Further than any list goes. Without a bound, "1e21" or "18446744073709551616" passed IsInt
 * (they are whole numbers to JavaScript) and reached the SQL as text the database refused: a 500.
 */
export const MAX_OFFSET = 1_000_000;

/**
 * Query strings carry booleans as text: 'true'/'1' and 'false'/'0' become booleans, anything else
 * is left for IsBoolean to refuse with a message.
 */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  });

/** What every paged list's query string has. */
export interface PageQuery {
  limit: number;
  offset: number;
}

/**
 * limit/offset paging with one set of rules and messages; each list picks its page size and
 * largest page. The answer carries the total for the pager.
 */
export function PagedQuery({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }): new () => PageQuery {
  class PagedQueryDto implements PageQuery {
    @ApiPropertyOptional({ minimum: 1, maximum: maxLimit, default: defaultLimit })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'limit must be a whole number' })
    @Min(1, { message: 'limit must be at least 1' })
    @Max(maxLimit, { message: `limit must be at most ${maxLimit}` })
    limit: number = defaultLimit;

    @ApiPropertyOptional({ minimum: 0, maximum: MAX_OFFSET, default: 0 })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'offset must be a whole number' })
    @Min(0, { message: 'offset must not be negative' })
    @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })
    offset: number = 0;
  }
  return PagedQueryDto;
}

/** The staff lists' paging: 25 a page, at most 100. */
export class PageQueryDto extends PagedQuery({ defaultLimit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE }) {}

/** Paging plus free-text search. */
export class SearchPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Search text (case-insensitive, matches part of a field)', maxLength: 100 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;
}
