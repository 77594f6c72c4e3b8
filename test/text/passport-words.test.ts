// Issue 23: headlines name the passport as a traveller writes it ("a passport issued by the United
// Kingdom", "votre passeport (pays de délivrance : Inde)"), never a country name used as an adjective ("your India passport").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTravelRequirements } from '../../src/node/create.js';

const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'es-ES', 'de-DE'];
const tr = createTravelRequirements();

function headline(passport: string, to: string, locale: string): string {
  const r = tr.trips({ data: { type: 'TRIP', attributes: { locale, traveller: { passports: [passport] }, travelNodes: [
    { type: 'ORIGIN', locationCode: passport, departure: { date: '2027-05-02' } },
    { type: 'DESTINATION', locationCode: to, arrival: { date: '2027-05-02' } },
  ] } } });
  expect(r.status).toBe(200);
  return (r.body as { data: { attributes: { headline: string } } }).data.attributes.headline;
}

describe('the passport in headlines', () => {
  it('English says "a passport issued by" the country as a sentence names it (with its article)', () => {
    for (const locale of ['en-US', 'en-GB']) {
      expect(headline('IND', 'GBR', locale)).toMatch(/^You need a visa for the United Kingdom with a passport issued by India\./);
      expect(headline('GBR', 'IND', locale)).toContain('with a passport issued by the United Kingdom.');
      expect(headline('ARE', 'IND', locale)).toContain('with a passport issued by the United Arab Emirates.');
    }
  });

  it('no locale puts a country name before "passport" as an adjective', () => {
    for (const locale of LOCALES) {
      const common = readFileSync(new URL(`../../locales/${locale}/common.json`, import.meta.url), 'utf8');
      expect(common, locale).not.toMatch(/\{\{passport\}\} passport/);
      for (const [p, to] of [['IND', 'GBR'], ['DEU', 'USA'], ['USA', 'CHN']] as const) {
        const text = headline(p, to, locale);
        expect(text, `${locale} ${p}`).not.toMatch(/(India|Germany|United States|Inde|Allemagne|Indien|Deutschland) (passport|passeport|pasaporte|Reisepass)\b/);
      }
    }
  });

  it('fr-FR, es-ES and de-DE name the issuing country after "passport" with the words of passport forms (issuing country/State)', () => {
    expect(headline('IND', 'GBR', 'fr-FR')).toMatch(/^Avec votre passeport \(pays de délivrance\u00a0: Inde\),/);
    expect(headline('IND', 'GBR', 'es-ES')).toMatch(/^Con su pasaporte \(país de expedición: India\),/);
    expect(headline('IND', 'GBR', 'de-DE')).toMatch(/^Mit Ihrem Reisepass \(Ausstellungsstaat: Indien\)/);
    // The country stands alone after the label, so no article or case is needed (la France, der Schweiz).
    expect(headline('CHE', 'USA', 'de-DE')).toMatch(/^Mit Ihrem Reisepass \(Ausstellungsstaat: Schweiz\)/);
  });
});
