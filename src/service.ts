// createTravelRequirementsCore wires the steps: validate -> itinerary -> facts -> rules ->
// envelope -> text. Pure: data arrives as values; no files, network or clock.
import { buildEnvelope, envelopeMeta, type CheckpointResult } from './envelope/build.js';
import { visaMissions } from './envelope/missions.js';
import { tripId, type Sha1 } from './envelope/id.js';
import { serialise, serialiseUtf8, shareRecord } from './envelope/serialise.js';
import type { Texts } from './envelope/texts.js';
import type { Facts } from './facts/catalogue.js';
import { tripFacts } from './facts/derive.js';
import { analyse } from './itinerary/analyse.js';
import type { Itinerary } from './itinerary/model.js';
import { createReference, type Reference } from './reference/index.js';
import type { ReferenceDataInput } from './reference/types.js';
import { mostFavourable, type PassportAnswer } from './rules/favourable.js';
import { loadRuleset } from './rules/load.js';
import type { Ruleset } from './rules/model.js';
import type { LocaleResources, RulesetSource } from './rules/source.js';
import { checkBounds } from './schema/bounds.js';
import { bounded, error, fromAjv, type ErrorObject } from './schema/errors.js';
import type { ErrorDocument, TripRequestDocument, TripResponseDocument } from './schema/generated.js';
import { checkRequest } from './schema/semantic.js';
import { createValidators, type Validators } from './schema/validators.js';
import { createI18n, type I18n } from './text/i18n.js';
import { localeFallback, resolveLocale } from './text/locale.js';
import { createTexts } from './text/texts.js';
import { errorText, tripText } from './report/text.js';

export const TRIPS_VERSION = '3.0.0';

export interface CoreOptions {
  ruleset: RulesetSource;
  locales: LocaleResources;
  referenceData: ReferenceDataInput;
  /**
   * SHA-1 for the trip ids (uuid v5); default: the core's own, in JavaScript. The Node entry passes
   * node:crypto's, the same digest at about half the cost; any host may pass its own.
   */
  sha1?: Sha1;
}

export interface TripOptions {
  /** Overrides data.attributes.locale (form xx-XX). */
  locale?: string;
}

/** Answers one checkpoint: the most favourable of the traveller's passports, given each passport's facts. */
export type AnswerStep = (factsFor: (passport: string) => Facts, passports: readonly string[]) => PassportAnswer | Promise<PassportAnswer>;

export type Result<T> = { status: 200; body: T } | { status: number; body: ErrorDocument };

export interface TravelRequirements {
  readonly ruleset: Ruleset;
  readonly reference: Reference;
  readonly validators: Validators;
  /** Locales with resources. */
  readonly locales: readonly string[];
  trips(input: unknown, options?: TripOptions): Result<TripResponseDocument>;
  /**
   * trips() with the rules step supplied by the caller, e.g. json-rules-engine as the reference
   * (rulesetReference(ruleset).mostFavourable in src/rules/reference-engine.ts). Every other step is
   * trips()' own code.
   */
  tripsWith(input: unknown, answer: AnswerStep, options?: TripOptions): Promise<Result<TripResponseDocument>>;
  /**
   * JSON.stringify(body), byte for byte, for a trips() body or error document; several times faster
   * for trip responses, whose included records are shared per locale and serialised once.
   */
  serialise(body: TripResponseDocument | ErrorDocument): string;
  /** The UTF-8 of serialise(body), for writing out: shared records are encoded once, not per response. */
  serialiseUtf8(body: TripResponseDocument | ErrorDocument): Uint8Array;
  /** Texts for a locale (after fallback); cached. */
  texts(locale: string | undefined): Texts;
  /**
   * A trips() body as plain text for a traveller (80 columns, in the response's language):
   * headline, alerts, requirements per country with enforcement and when to act, what was not
   * researched, sources with dates and tiers; an error document as its errors.
   */
  text(body: TripResponseDocument | ErrorDocument): string;
  errorDocument(errors: ErrorObject[]): ErrorDocument;
}

/** Thrown by construction when the ruleset (or other bundled data) is broken; carries the error document. */
export class RulesetError extends Error {
  constructor(readonly document: ErrorDocument) {
    super(`ruleset failed to load: ${document.errors.map((e) => `${e.source.file ?? ''}${e.source.pointer ? `#${e.source.pointer}` : ''} ${e.detail}`).join('; ')}`);
    this.name = 'RulesetError';
  }
}

export function createTravelRequirementsCore(options: CoreOptions): TravelRequirements {
  const validators = createValidators();
  const reference = createReference(options.referenceData);
  const i18n: I18n = createI18n(options.locales);
  const meta = { copyright: '', version: TRIPS_VERSION };
  const textCache = new Map<string, Texts>();
  const texts = (requested: string | undefined): Texts => {
    const locale = resolveLocale(requested, i18n.locales);
    let t = textCache.get(locale);
    if (!t) textCache.set(locale, (t = createTexts(i18n, reference, locale)));
    return t;
  };
  meta.copyright = texts(undefined).copyright();
  const errorDocument = (errors: ErrorObject[]): ErrorDocument => ({ meta: { ...meta }, errors: bounded(errors) as ErrorDocument['errors'] });

  const loaded = loadRuleset(options.ruleset, validators);
  if (!loaded.ok) throw new RulesetError(errorDocument(loaded.errors));
  const ruleset = loaded.ruleset;
  const validateRequest = validators.get('trip-request.schema.json');

  function fail(errors: ErrorObject[]): Result<never> {
    // One status per document: 400 if any error is a bad request, else the first error's status.
    const status = errors.some((e) => e.status === '400') ? 400 : Number(errors[0]!.status);
    return { status, body: errorDocument(errors) };
  }

  interface Prepared { request: TripRequestDocument; itinerary: Itinerary }

  // The steps before the rules: a failure, or a valid request with its itinerary. Every error that
  // can be found is reported in one answer: the locale option, the schema's errors and the checks
  // the schema cannot make, run on the parts the schema found well-formed (src/schema/semantic.ts).
  // The input's size and shape are bounded first (src/schema/bounds.ts): everything after walks it.
  function prepare(input: unknown, opts: TripOptions): Result<never> | Prepared {
    const errors: ErrorObject[] = [];
    if (opts.locale !== undefined && !(typeof opts.locale === 'string' && /^[a-z]{2}-[A-Z]{2}$/.test(opts.locale))) {
      const e = error(400, 'INVALID_FORMAT', 'Invalid format', 'The locale option must be of the form xx-XX, for example en-US.', '');
      e.source = { parameter: 'locale' };
      errors.push(e);
    }
    const outOfBounds = checkBounds(input);
    if (outOfBounds.length) return fail([...errors, ...outOfBounds]);
    const schemaErrors = validateRequest(input) ? [] : (validateRequest.errors ?? []);
    errors.push(...fromAjv(schemaErrors), ...checkRequest(input, reference, schemaErrors.map((e) => e.instancePath)));
    if (errors.length) return fail(errors);
    const request = input as TripRequestDocument;
    const analysed = analyse(request.data.attributes.travelNodes, reference, ruleset.domesticTerritories, ruleset.domesticAreas);
    if (!analysed.ok) return fail(analysed.errors);
    return { request, itinerary: analysed.itinerary };
  }

  // One meta object per locale, shared by its responses like their records (its JSON is kept).
  const metas = new Map<string, TripResponseDocument['meta']>();
  const metaOf = (t: Texts): TripResponseDocument['meta'] => {
    let m = metas.get(t.locale);
    if (!m) metas.set(t.locale, (m = shareRecord(envelopeMeta(t, TRIPS_VERSION, ruleset.revision))));
    return m;
  };

  // The steps after the rules: envelope and texts.
  function respond({ request, itinerary }: Prepared, results: CheckpointResult[], opts: TripOptions): Result<TripResponseDocument> {
    const attrs = request.data.attributes;
    const requested = opts.locale ?? attrs.locale;
    const t = texts(requested);
    // A locale without texts of its own is answered in another, and the response says so.
    const fallback = localeFallback(requested, t.locale);
    const body = buildEnvelope({
      request, itinerary, results, texts: t,
      id: tripId(request, t.locale, ruleset.revision, options.sha1), meta: fallback ? { ...metaOf(t), localeFallback: fallback } : metaOf(t), coverage: ruleset.coverage,
    });
    if (opts.locale !== undefined) body.data.attributes.locale = opts.locale;
    // Where to apply for a visa from a mission: a places query near the origin (src/envelope/missions.ts).
    const origin = itinerary.places[0]!;
    const airport = origin.airport === null ? undefined : reference.airport(origin.airport);
    const missions = visaMissions(results, origin, airport && { lat: airport.lat, lon: airport.lon }, t);
    if (missions.length) body.data.attributes.visaMissions = missions;
    return { status: 200, body };
  }

  // A bug, or an input object whose getters throw: still an error document, never a throw.
  function internalError(cause: unknown): Result<never> {
    const detail = cause instanceof Error ? cause.message : 'unexpected failure';
    return { status: 500, body: errorDocument([error(500, 'INTERNAL_ERROR', 'Internal error', `The request could not be processed: ${detail}`, '')]) };
  }

  /**
   * The options as given, or the 400 for options that are not an options object (null, a string):
   * a caller's mistake is answered like a bad request, not as an internal error.
   */
  function optionsOf(opts: unknown): TripOptions | Result<never> {
    if (opts === undefined) return {};
    if (opts !== null && typeof opts === 'object' && !Array.isArray(opts)) {
      try {
        const locale = (opts as { locale?: unknown }).locale;
        return locale === undefined ? {} : { locale: locale as string };
      } catch {
        // a getter that throws: fall through to the 400
      }
    }
    const e = error(400, 'INVALID_OPTIONS', 'Invalid options', 'The options must be an object such as { locale: \'fr-FR\' }, or left out.', '');
    e.source = { parameter: 'options' };
    return fail([e]);
  }

  /** What both trips() and tripsWith() do before the rules: options, request, itinerary, facts. */
  interface Started { prepared: Prepared; opts: TripOptions; factsAt: ReturnType<typeof tripFacts>; passports: readonly string[] }
  function start(input: unknown, given: TripOptions | undefined): Result<never> | Started {
    const opts = optionsOf(given);
    if ('status' in opts) return opts;
    const prepared = prepare(input, opts);
    if ('status' in prepared) return prepared;
    const traveller = prepared.request.data.attributes.traveller;
    return { prepared, opts, factsAt: tripFacts(prepared.itinerary, traveller), passports: traveller.passports };
  }

  function trips(input: unknown, given?: TripOptions): Result<TripResponseDocument> {
    try {
      const started = start(input, given);
      if ('status' in started) return started;
      const { prepared, opts, factsAt, passports } = started;
      const results: CheckpointResult[] = prepared.itinerary.checkpoints.map((checkpoint, i) => ({
        checkpoint,
        answer: mostFavourable(ruleset, factsAt(i), passports),
      }));
      return respond(prepared, results, opts);
    } catch (cause) {
      return internalError(cause);
    }
  }

  async function tripsWith(input: unknown, answer: AnswerStep, given?: TripOptions): Promise<Result<TripResponseDocument>> {
    try {
      const started = start(input, given);
      if ('status' in started) return started;
      const { prepared, opts, factsAt, passports } = started;
      const results: CheckpointResult[] = [];
      for (const [i, checkpoint] of prepared.itinerary.checkpoints.entries()) {
        results.push({ checkpoint, answer: await answer(factsAt(i), passports) });
      }
      return respond(prepared, results, opts);
    } catch (cause) {
      return internalError(cause);
    }
  }

  function text(body: TripResponseDocument | ErrorDocument): string {
    if ('errors' in body) return errorText(body, texts(body.meta?.locale).label);
    const t = texts(body.data.attributes.locale);
    return tripText(body, t.label, t.territoryName);
  }

  return { ruleset, reference, validators, locales: i18n.locales, trips, tripsWith, serialise, serialiseUtf8: (body) => serialiseUtf8(body), texts, text, errorDocument };
}
