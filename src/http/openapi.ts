// GET /openapi.json: an OpenAPI 3.1 document assembled from the JSON Schemas in schemas/ (the
// same values the validators compile, via src/schema/generated.ts) and the parameter tables of
// the operations, so the document cannot drift from what the service checks.
import { PLACES_PARAMETERS } from '../places/query.js';
import { PLACES_VERSION } from '../places/index.js';
import { PROCEDURES_PARAMETERS } from '../procedures/query.js';
import { PROCEDURES_VERSION } from '../procedures/index.js';
import type { ParameterSpec } from '../query/params.js';
import { schemas, type SchemaFile } from '../schema/generated.js';
import { TRIPS_VERSION } from '../service.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Schemas served as components: the API's documents and whatever they reference. */
const ROOTS: readonly SchemaFile[] = [
  'trip-request.schema.json', 'trip-response.schema.json', 'procedures-response.schema.json', 'places-response.schema.json', 'error-document.schema.json',
];

const nameOf = (file: string): string => (schemas[file as SchemaFile] as { title: string }).title;

/** Rewrites a file-relative $ref ("common.schema.json#/$defs/X", "#/$defs/Y") to a components pointer. */
function rewrite(value: unknown, file: string, refs: Set<string>): Json {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, file, refs));
  if (value === null || typeof value !== 'object') return value as Json;
  const out: { [k: string]: Json } = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$id' || k === '$schema') continue;
    if (k === '$ref' && typeof v === 'string') {
      const hash = v.indexOf('#');
      const target = hash === 0 ? file : hash === -1 ? v : v.slice(0, hash);
      refs.add(target);
      out[k] = `#/components/schemas/${nameOf(target)}${hash === -1 ? '' : v.slice(hash + 1)}`;
    } else out[k] = rewrite(v, file, refs);
  }
  return out;
}

function components(): { [k: string]: Json } {
  const out: { [k: string]: Json } = {};
  const queue: string[] = [...ROOTS];
  const done = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (done.has(file)) continue;
    done.add(file);
    const refs = new Set<string>();
    out[nameOf(file)] = rewrite(schemas[file as SchemaFile], file, refs);
    for (const r of refs) if (!done.has(r)) queue.push(r);
  }
  return out;
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const JSONAPI = 'application/vnd.api+json';
const errorResponse = (description: string): Json => ({ description, content: { [JSONAPI]: { schema: ref('ErrorDocument') } } });
const limitedOk = (description: string, schema: Json): Json => ({ description, headers: RATE_HEADERS, content: { [JSONAPI]: { schema } } });
const RATE_HEADERS: Json = {
  RateLimit: { description: 'Remaining quota of the key and seconds until its window resets (draft-ietf-httpapi-ratelimit-headers-10), e.g. "key";r=42;t=17. Only for rate-limited keys.', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The key\'s quota per window, e.g. "key";q=100;w=60. Only for rate-limited keys.', schema: { type: 'string' } },
};
const RATE_LIMITED: Json = {
  description: 'The key\'s rate limit is used up (RATE_LIMITED).',
  headers: { 'Retry-After': { description: 'Seconds until the window resets.', schema: { type: 'integer', minimum: 1 } }, ...RATE_HEADERS },
  content: { [JSONAPI]: { schema: ref('ErrorDocument') } },
};
const query = (p: ParameterSpec): Json => ({ name: p.name, in: 'query', required: p.required === true, description: p.description, schema: p.schema as Json });

const AFFILIATE: Json = {
  name: 'affiliateId', in: 'query', required: true, description: 'Identifies the caller; must match the affiliate bound to the key, if any. Missing: 401; wrong: 403.', schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
};
const GET_SECURITY: Json = [{ ApiKeyQuery: [] }, { ApiKeyHeader: [] }];
const GET_ERRORS: { [k: string]: Json } = {
  400: errorResponse('Invalid query: the error names the parameter in source.parameter.'),
  401: errorResponse('Missing key or affiliateId.'),
  403: errorResponse('Wrong key, or affiliateId not bound to the key.'),
  405: errorResponse('Method not allowed (see the Allow header).'),
  429: RATE_LIMITED,
  500: errorResponse('Internal error.'),
};

export function buildOpenApi(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Travel requirements API',
      version: TRIPS_VERSION,
      description: `Trips ${TRIPS_VERSION} (POST /v3/trips), procedures ${PROCEDURES_VERSION} (GET /v2/procedures) and places ${PLACES_VERSION}, beta (GET /v2/places). Errors are JSON:API error documents. Responses larger than 1 KiB are compressed (br or gzip) when the client sends Accept-Encoding. Every response carries X-Request-Id (the client's own when it is 1 to 128 characters of A-Z a-z 0-9 . _ ~ : + / = @ -, else a generated UUID).`,
    },
    servers: [{ url: '/' }],
    paths: {
      '/v3/trips': {
        post: {
          operationId: 'createTripRequirements',
          summary: 'Requirements for a trip',
          security: [{ ApiKeyHeader: [] }],
          requestBody: {
            required: true,
            description: 'At most 64 KiB (65,536 bytes); nesting, arrays, objects and strings are bounded too (schema limits; meta: at most 12 levels for the whole document, 64 properties per object, 100 items per array, 1,000 characters per string, 4,000 values). Content-Type application/vnd.api+json (application/json is accepted too).',
            content: { [JSONAPI]: { schema: ref('TripRequestDocument') }, 'application/json': { schema: ref('TripRequestDocument') } },
          },
          responses: {
            200: limitedOk('Trip requirements.', ref('TripResponseDocument')),
            400: errorResponse('Malformed JSON or a body that breaks the schema (source.pointer names the field).'),
            401: errorResponse('Missing x-api-key header.'),
            403: errorResponse('Wrong API key.'),
            405: errorResponse('Method not allowed (see the Allow header).'),
            413: errorResponse('Body larger than 64 KiB.'),
            415: errorResponse('Content-Type is not application/vnd.api+json or application/json.'),
            422: errorResponse('A well-formed trip the service cannot answer (node order, invalid trip, times going backwards).'),
            429: RATE_LIMITED,
            500: errorResponse('Internal error.'),
          },
        },
      },
      '/v2/procedures': {
        get: {
          operationId: 'listProcedures',
          summary: 'Procedure records, filtered and paged; or stand-alone entry requirements (filter[destination])',
          security: GET_SECURITY,
          parameters: [AFFILIATE, ...PROCEDURES_PARAMETERS.map(query)],
          responses: { 200: limitedOk('A page of procedure records.', ref('ProceduresResponseDocument')), ...GET_ERRORS },
        },
      },
      '/v2/procedures/{id}': {
        get: {
          operationId: 'getProcedure',
          summary: 'One procedure record',
          security: GET_SECURITY,
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Procedure id.' },
            AFFILIATE,
            query(PROCEDURES_PARAMETERS.find((p) => p.name === 'language')!),
          ],
          responses: {
            200: limitedOk('The record.', ref('ProceduresResponseDocument/$defs/ProcedureResponseDocument')),
            404: errorResponse('No procedure has this id.'),
            ...GET_ERRORS,
          },
        },
      },
      '/v2/places': {
        get: {
          operationId: 'listPlaces',
          summary: 'Places near a point (beta), nearest first',
          security: GET_SECURITY,
          parameters: [AFFILIATE, ...PLACES_PARAMETERS.map(query)],
          responses: {
            200: limitedOk('A page of places within the radius.', ref('PlacesResponseDocument')),
            ...GET_ERRORS,
            503: errorResponse('No places data is configured.'),
          },
        },
      },
      '/health': {
        get: {
          operationId: 'health', summary: 'Liveness (no authentication)', security: [],
          responses: { 200: { description: 'The service is up.', content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } } } } } },
        },
      },
      '/ready': {
        get: {
          operationId: 'ready', summary: 'Readiness: the ruleset is loaded and the server is not shutting down (no authentication)', security: [],
          responses: {
            200: { description: 'Ready for traffic.', content: { 'application/json': { schema: { type: 'object', required: ['status', 'rulesetRevision'], properties: { status: { const: 'ready' }, rulesetRevision: { type: 'string' }, rules: { type: 'integer' }, places: { type: 'integer' } } } } } },
            503: { description: 'Not ready (for example shutting down).', content: { 'application/json': { schema: { type: 'object', required: ['status', 'reason'], properties: { status: { const: 'unavailable' }, reason: { type: 'string' } } } } } },
          },
        },
      },
      '/metrics': {
        get: {
          operationId: 'metrics', summary: 'Prometheus text format: requests by route, method and status, latency histogram (no authentication; when enabled)', security: [],
          responses: { 200: { description: 'The metrics.', content: { 'text/plain': { schema: { type: 'string' } } } }, 404: errorResponse('Metrics are not enabled on this server.') },
        },
      },
      '/openapi.json': {
        get: { operationId: 'openapi', summary: 'This document (no authentication)', security: [], responses: { 200: { description: 'OpenAPI 3.1 document.', content: { 'application/json': {} } } } },
      },
    },
    components: {
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Required for POST /v3/trips; also accepted by the GET operations instead of the key query parameter.' },
        ApiKeyQuery: { type: 'apiKey', in: 'query', name: 'key', description: 'GET operations: the API key, with affiliateId.' },
      },
      schemas: components(),
    },
  };
}
