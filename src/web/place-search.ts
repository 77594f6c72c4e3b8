// What a traveller types into a place or passport field, understood: airport codes (LHR, lhr,
// airport:LHR), country codes (alpha-2 FR, alpha-3 FRA), country names in the page's language or in
// English, city names (the airports' municipalities), airport names ("Heathrow"), case- and
// accent-insensitive. Pure (no DOM): the page and the Node tests share it.
import type { ReferenceDataInput } from '../reference/types.js';

/** Folded for comparison: no accents, lower case, single spaces, no punctuation but letters and digits. */
export const fold = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

type Territory = ReferenceDataInput['territories'][number];
type Airport = ReferenceDataInput['airports'][number];

/** Names people use that are not a country's short name (folded -> alpha-3). */
const ALIASES: Readonly<Record<string, string>> = {
  uk: 'GBR', 'great britain': 'GBR', britain: 'GBR', england: 'GBR', scotland: 'GBR', wales: 'GBR', 'northern ireland': 'GBR',
  us: 'USA', 'united states of america': 'USA', america: 'USA', holland: 'NLD',
};

export type Understood =
  | { kind: 'country'; code: string; territory: string }
  | { kind: 'airport'; code: string; iata: string; territory: string; name: string };

export type Resolution =
  | { ok: true; place: Understood }
  | { ok: false; reason: 'empty' | 'unknown' }
  /** Several airports answer the text (a city with several airports): the page lists them. */
  | { ok: false; reason: 'ambiguous'; candidates: Understood[] };

export interface PlaceIndex {
  resolve(text: string, lang: string, options?: { countriesOnly?: boolean }): Resolution;
  /** Airports of a city, by IATA: loaded after the first answer (page-cities.js). */
  addCities(cities: Readonly<Record<string, string>>): void;
  territory(alpha3: string): Territory | undefined;
  airport(iata: string): Airport | undefined;
}

const country = (t: Territory): Understood => ({ kind: 'country', code: t.alpha3, territory: t.alpha3 });
const airportOf = (a: Airport): Understood => ({ kind: 'airport', code: `airport:${a.iata}`, iata: a.iata, territory: a.territory, name: a.name });

export function createPlaceIndex(data: Pick<ReferenceDataInput, 'territories' | 'airports'>): PlaceIndex {
  const byAlpha3 = new Map(data.territories.map((t) => [t.alpha3, t]));
  const byAlpha2 = new Map(data.territories.map((t) => [t.alpha2, t]));
  const byIata = new Map(data.airports.map((a) => [a.iata, a]));
  // Country names in every language the data has: a French page still understands "Germany".
  const byName = new Map<string, Territory>();
  for (const t of data.territories) for (const name of Object.values(t.names)) if (!byName.has(fold(name))) byName.set(fold(name), t);
  const byCity = new Map<string, Airport[]>();
  // Folded airport names, on the first search by name (folding 4,500 names is a tenth of the page's start).
  let airportNames: Array<{ a: Airport; words: string }> | undefined;

  const one = (list: Airport[]): Resolution =>
    list.length === 1 ? { ok: true, place: airportOf(list[0]!) } : { ok: false, reason: 'ambiguous', candidates: list.map(airportOf) };

  return {
    territory: (alpha3) => byAlpha3.get(alpha3),
    airport: (iata) => byIata.get(iata),
    addCities(cities) {
      byCity.clear();
      for (const [iata, city] of Object.entries(cities)) {
        const a = byIata.get(iata);
        if (!a) continue;
        const key = fold(city);
        (byCity.get(key) ?? byCity.set(key, []).get(key)!).push(a);
      }
    },
    resolve(text, lang, options = {}) {
      const raw = text.trim();
      if (!raw) return { ok: false, reason: 'empty' };
      const q = fold(raw);
      const prefixed = /^airport\s*:\s*([a-z0-9]{3})$/i.exec(raw);
      if (prefixed) {
        const a = byIata.get(prefixed[1]!.toUpperCase());
        return a && !options.countriesOnly ? { ok: true, place: airportOf(a) } : { ok: false, reason: 'unknown' };
      }
      // A label the page wrote: "London Heathrow Airport (LHR), United Kingdom".
      const labelled = /\(([A-Za-z0-9]{3})\)/.exec(raw);
      if (labelled && !options.countriesOnly) {
        const a = byIata.get(labelled[1]!.toUpperCase());
        if (a) return { ok: true, place: airportOf(a) };
      }
      if (/^[a-z]{3}$/i.test(raw)) {
        // Alpha-3 before IATA: CAN is Canada (Guangzhou is airport:CAN or its name), AUS Australia.
        const t = byAlpha3.get(raw.toUpperCase());
        if (t) return { ok: true, place: country(t) };
        const a = byIata.get(raw.toUpperCase());
        if (a && !options.countriesOnly) return { ok: true, place: airportOf(a) };
      }
      if (/^[a-z]{2}$/i.test(raw)) {
        const t = byAlpha2.get(raw.toUpperCase());
        if (t) return { ok: true, place: country(t) };
      }
      // The page's language first, so a name shared by two languages means the page's.
      const local = data.territories.find((t) => t.names[lang] !== undefined && fold(t.names[lang]!) === q);
      const named = local ?? byName.get(q) ?? byAlpha3.get(ALIASES[q] ?? '');
      if (named) return { ok: true, place: country(named) };
      if (options.countriesOnly) return { ok: false, reason: 'unknown' };
      const city = byCity.get(q);
      if (city?.length) return one(city);
      // Airport names, whole words: "heathrow", "charles de gaulle".
      airportNames ??= data.airports.map((a) => ({ a, words: ` ${fold(a.name)} ` }));
      const inName = airportNames.filter((x) => x.words.includes(` ${q} `)).map((x) => x.a);
      if (inName.length) return one(inName.slice(0, 12));
      return { ok: false, reason: 'unknown' };
    },
  };
}
