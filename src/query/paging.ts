// Offset paging for list operations: page[limit] (default 50, max 500) and page[offset], with
// meta.count (total matches) and JSON:API links. Links repeat the operation's own parameters but
// never the credentials (key, affiliateId): the adapter strips those before the query gets here.
import type { ErrorObject } from '../schema/errors.js';
import { integer, type ParameterSpec } from './params.js';

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 500;
/** Bounds the offset so it stays an exact integer and links stay short. */
export const MAX_PAGE_OFFSET = 1_000_000_000;

export interface Page { limit: number; offset: number }

export interface PageLinks {
  self: string;
  next: string | null;
  prev: string | null;
}

export const PAGE_PARAMETERS: ParameterSpec[] = [
  {
    name: 'page[limit]',
    description: `Most records in one response: 1 to ${MAX_PAGE_LIMIT}, default ${DEFAULT_PAGE_LIMIT}.`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT },
  },
  {
    name: 'page[offset]',
    description: 'Number of matching records to skip (0-based), default 0. meta.count is the total number of matches.',
    schema: { type: 'integer', minimum: 0, maximum: MAX_PAGE_OFFSET, default: 0 },
  },
];

export function readPage(values: ReadonlyMap<string, string>, errors: ErrorObject[]): Page {
  const rawLimit = values.get('page[limit]');
  const rawOffset = values.get('page[offset]');
  const limit = rawLimit === undefined ? DEFAULT_PAGE_LIMIT : integer('page[limit]', rawLimit, 1, MAX_PAGE_LIMIT, errors) ?? DEFAULT_PAGE_LIMIT;
  const offset = rawOffset === undefined ? 0 : integer('page[offset]', rawOffset, 0, MAX_PAGE_OFFSET, errors) ?? 0;
  return { limit, offset };
}

/**
 * Links for one page. `params` are the request's own (validated) parameters in a fixed order;
 * page parameters are always spelled out so every link is self-contained.
 */
export function pageLinks(path: string, params: ReadonlyArray<[string, string]>, page: Page, count: number): PageLinks {
  const url = (offset: number): string => {
    const all: Array<[string, string]> = [...params, ['page[offset]', String(offset)], ['page[limit]', String(page.limit)]];
    return `${path}?${all.map(([k, v]) => `${encodeName(k)}=${encodeValue(v)}`).join('&')}`;
  };
  const nextOffset = page.offset + page.limit;
  return {
    self: url(page.offset),
    next: nextOffset < count ? url(nextOffset) : null,
    prev: page.offset > 0 ? url(Math.max(0, Math.min(page.offset - page.limit, lastOffset(count, page.limit)))) : null,
  };
}

/** Offset of the last non-empty page (0 when there are no matches): prev from far past the end lands there. */
function lastOffset(count: number, limit: number): number {
  return count === 0 ? 0 : Math.floor((count - 1) / limit) * limit;
}

// Brackets and commas stay readable (JSON:API examples write page[offset]); everything else is encoded.
function encodeName(name: string): string {
  return encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ',');
}
