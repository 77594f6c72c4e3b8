// The procedures resource as library calls: createProcedures(tr).procedures(query) answers
// GET /v2/procedures and .procedure(id, query) GET /v2/procedures/{id}, with the same
// { status, body } results as tr.trips. Pure: "today" (the default entry-requirements date)
// comes from the caller, never from the clock.
import { pageLinks } from '../query/paging.js';
import { paramError, type QueryInput } from '../query/params.js';
import type { RecordDefinition } from '../rules/model.js';
import { bounded, type ErrorObject } from '../schema/errors.js';
import type { AnyProcedureRecord, ErrorDocument, ProcedureResponseDocument, ProceduresResponseDocument } from '../schema/generated.js';
import type { Result, TravelRequirements } from '../service.js';
import { localeFallback } from '../text/locale.js';
import { entryRequirements } from './entry.js';
import { matches, sortDefinitions } from './filter.js';
import { parseProceduresQuery, parseRecordQuery } from './query.js';

export { PROCEDURES_PARAMETERS } from './query.js';

export const PROCEDURES_VERSION = '2.0.0';
export const PROCEDURES_PATH = '/v2/procedures';

export interface ProceduresOptions {
  /** Today's date (YYYY-MM-DD): the default filter[date] with filter[destination]. Without it, that date is required. */
  today?: () => string;
  /** Path the links start with (default /v2/procedures). */
  basePath?: string;
}

export interface Procedures {
  procedures(query?: QueryInput): Result<ProceduresResponseDocument>;
  procedure(id: string, query?: QueryInput): Result<ProcedureResponseDocument>;
}

export function createProcedures(tr: TravelRequirements, options: ProceduresOptions = {}): Procedures {
  const basePath = options.basePath ?? PROCEDURES_PATH;
  const sorted = sortDefinitions(tr.ruleset.records.values());

  // `requested`: the language parameter; when its texts are another locale's, meta.localeFallback says so.
  const meta = (locale: string, requested?: string): ErrorDocument['meta'] => {
    const fallback = localeFallback(requested, locale);
    return { copyright: tr.texts(locale).copyright(), version: PROCEDURES_VERSION, rulesetRevision: tr.ruleset.revision, locale, ...(fallback ? { localeFallback: fallback } : {}) };
  };
  const fail = (status: number, errors: ErrorObject[]): Result<never> => ({
    status, body: { meta: { copyright: tr.texts(undefined).copyright(), version: PROCEDURES_VERSION }, errors: bounded(errors) as ErrorDocument['errors'] },
  });
  const guard = <T>(run: () => Result<T>): Result<T> => {
    try {
      return run();
    } catch (cause) {
      // Never a throw out of a request: a bug becomes a 500 error document.
      const detail = cause instanceof Error ? cause.message : 'unexpected failure';
      return fail(500, [{ status: '500', code: 'INTERNAL_ERROR', title: 'Internal error', detail: `The request could not be processed: ${detail}`.slice(0, 400), source: {} }]);
    }
  };

  function procedures(query?: QueryInput): Result<ProceduresResponseDocument> {
    return guard(() => {
      const parsed = parseProceduresQuery(query, tr.reference);
      if (!parsed.ok) return fail(400, parsed.errors);
      const q = parsed.query;
      const texts = tr.texts(q.language);
      const { limit, offset } = q.page;
      if (q.mode === 'entry') {
        const date = q.date ?? options.today?.();
        if (date === undefined) {
          return fail(400, [paramError(400, 'MISSING_PARAMETER', 'Missing parameter', 'filter[date] is required with filter[destination] here (no default date is configured).', 'filter[date]')]);
        }
        const answer = entryRequirements(tr, { ...q, date, locale: texts.locale });
        if (!answer.ok) return fail(answer.status, answer.errors);
        const count = answer.records.length;
        return {
          status: 200,
          body: {
            meta: { ...meta(texts.locale, q.language), count, entryRequirements: answer.entry },
            data: answer.records.slice(offset, offset + limit),
            included: [],
            links: pageLinks(basePath, q.params, q.page, count),
          },
        };
      }
      const matching = sorted.filter((d) => matches(d, q.filters));
      const data = matching.slice(offset, offset + limit).map((d) => texts.record(d) as AnyProcedureRecord);
      return {
        status: 200,
        body: { meta: { ...meta(texts.locale, q.language), count: matching.length }, data, included: [], links: pageLinks(basePath, q.params, q.page, matching.length) },
      };
    });
  }

  function procedure(id: string, query?: QueryInput): Result<ProcedureResponseDocument> {
    return guard(() => {
      const parsed = parseRecordQuery(query);
      if (!parsed.ok) return fail(400, parsed.errors);
      const def: RecordDefinition | undefined = typeof id === 'string' ? tr.ruleset.records.get(id) : undefined;
      if (!def) {
        return fail(404, [{ status: '404', code: 'NOT_FOUND', title: 'Not found', detail: 'No procedure has this id.', source: {} }]);
      }
      const texts = tr.texts(parsed.query.language);
      const lang = parsed.query.language !== undefined ? `?language=${encodeURIComponent(parsed.query.language)}` : '';
      return {
        status: 200,
        body: { meta: meta(texts.locale, parsed.query.language), data: texts.record(def) as AnyProcedureRecord, included: [], links: { self: `${basePath}/${encodeURIComponent(def.id)}${lang}` } },
      };
    });
  }

  return { procedures, procedure };
}
