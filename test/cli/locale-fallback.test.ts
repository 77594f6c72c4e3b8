// An unsupported locale is never a silent fallback: the answer comes in the documented fallback
// (same language, else en-US) and meta.localeFallback says what was asked for and what was used,
// through the library option, the request's locale, GET /v2/procedures' language and the CLI's
// --locale; a locale that is not of the form xx-XX is a 400 naming the field (README Decisions).
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { createProcedures } from '../../src/procedures/index.js';
import { localeFallback } from '../../src/text/locale.js';
import { engine, trip } from '../helpers.js';
import { runCli } from '../ruletest/run-cli.js';

interface Body {
  meta: { locale: string; localeFallback?: { requested: string; used: string } };
  data: { attributes: { locale?: string; headline: string } };
}
const usaToGbr = (extra: Record<string, unknown> = {}) => trip(['USA'], [{ airport: 'JFK' }, { airport: 'LHR' }], extra);
function answer(extra: Record<string, unknown>, options?: { locale?: string }): Body {
  const r = engine().trips(usaToGbr(extra), options);
  expect(r.status).toBe(200);
  return r.body as unknown as Body;
}

describe('supported locales and the stated fallback', () => {
  it('the supported locales are the five shipped ones', () => {
    expect([...engine().locales].sort()).toEqual(['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR']);
  });

  it('a supported locale, or none, states no fallback', () => {
    for (const locale of ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE']) {
      const b = answer({ locale });
      expect(b.meta.locale).toBe(locale);
      expect(b.meta).not.toHaveProperty('localeFallback');
    }
    expect(answer({}).meta).not.toHaveProperty('localeFallback');
  });

  it('pt-BR (no Portuguese texts) is answered in en-US, and meta.localeFallback says so', () => {
    const b = answer({ locale: 'pt-BR' });
    expect(b.meta.locale).toBe('en-US');
    expect(b.meta.localeFallback).toEqual({ requested: 'pt-BR', used: 'en-US' });
    // Declared in the response schema (common.schema.json Meta), so the OpenAPI document lists it.
    const validate = engine().validators.get('trip-response.schema.json')!;
    expect(validate(b)).toBe(true);
    expect(validate({ ...b, meta: { ...b.meta, localeFallback: { requested: 'pt-BR' } } })).toBe(false);
    expect(b.data.attributes.locale).toBe('pt-BR'); // the spec's echo of the request
    expect(b.data.attributes.headline).toContain('United Kingdom');
  });

  it('another region of a supported language is answered in that language, stated', () => {
    expect(answer({ locale: 'fr-CA' }).meta.localeFallback).toEqual({ requested: 'fr-CA', used: 'fr-FR' });
    expect(answer({ locale: 'en-AU' }).meta.localeFallback).toEqual({ requested: 'en-AU', used: 'en-US' });
    expect(answer({ locale: 'de-AT' }).meta.localeFallback).toEqual({ requested: 'de-AT', used: 'de-DE' });
  });

  it('the library option states its fallback too, and overrides the request', () => {
    const b = answer({ locale: 'fr-FR' }, { locale: 'ja-JP' });
    expect(b.meta.localeFallback).toEqual({ requested: 'ja-JP', used: 'en-US' });
    expect(b.data.attributes.locale).toBe('ja-JP');
    expect(answer({ locale: 'pt-BR' }, { locale: 'de-DE' }).meta).not.toHaveProperty('localeFallback');
  });

  it('a locale not of the form xx-XX is a 400 naming the field or the option', () => {
    const body = engine().trips(usaToGbr({ locale: 'pt_BR' }));
    expect(body.status).toBe(400);
    expect((body.body as { errors: Array<{ source: { pointer?: string } }> }).errors.map((e) => e.source.pointer)).toContain('/data/attributes/locale');
    const option = engine().trips(usaToGbr(), { locale: 'portuguese' });
    expect(option.status).toBe(400);
    expect((option.body as { errors: Array<{ source: { parameter?: string } }> }).errors[0]!.source.parameter).toBe('locale');
  });

  it('GET /v2/procedures: a language without texts is stated, a bare supported language is not a fallback', () => {
    const procedures = createProcedures(engine());
    const list = (language: string) => {
      const r = procedures.procedures({ language, 'page[limit]': '1' });
      expect(r.status).toBe(200);
      return (r.body as { meta: Body['meta'] }).meta;
    };
    expect(list('pt-BR')).toMatchObject({ locale: 'en-US', localeFallback: { requested: 'pt-BR', used: 'en-US' } });
    expect(list('pt')).toMatchObject({ locale: 'en-US', localeFallback: { requested: 'pt', used: 'en-US' } });
    expect(list('fr')).not.toHaveProperty('localeFallback');
    expect(list('fr-FR')).not.toHaveProperty('localeFallback');
  });

  it('localeFallback() compares what was asked with what was used', () => {
    expect(localeFallback(undefined, 'en-US')).toBeUndefined();
    expect(localeFallback('es', 'es-ES')).toBeUndefined();
    expect(localeFallback('es-MX', 'es-ES')).toEqual({ requested: 'es-MX', used: 'es-ES' });
  });
});

describe('travelreq trip --locale', () => {
  it('an unsupported locale answers in the fallback and says so on stderr', async () => {
    const r = await runCli(main, ['trip', 'examples/trips/01-usa-to-gbr.json', '--locale', 'pt-BR']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as Body).meta.localeFallback).toEqual({ requested: 'pt-BR', used: 'en-US' });
    expect(r.err).toContain('travelreq trip: no texts in pt-BR: answered in en-US (meta.localeFallback; supported: ');
  });

  it('a supported one says nothing of the kind', async () => {
    const r = await runCli(main, ['trip', 'examples/trips/01-usa-to-gbr.json', '--locale', 'de-DE']);
    expect(r.code).toBe(0);
    expect(r.err).not.toContain('no texts in');
  });
});
