// The in-page engine: the pure core with the bundled data (built once, on first use).
import data from 'travel-requirements:bundled-data';
import { createTravelRequirementsCore, type TravelRequirements } from '../core.js';
import type { Engine } from './element.js';

export { data };

let core: TravelRequirements | undefined;

/** The core over the bundled data (constructed on first call: the ruleset compiles once). */
export function bundledCore(): TravelRequirements {
  core ??= createTravelRequirementsCore(data);
  return core;
}

export const bundledEngine: Engine = (request, locale) => {
  const r = bundledCore().trips(request, locale ? { locale } : {});
  return { status: r.status, body: r.body };
};

const byAlpha3 = new Map(data.referenceData.territories.map((t) => [t.alpha3, t]));

/** A country's short name in a locale's language (English when that language has none). */
export function countryName(code: string, locale: string): string | undefined {
  const t = byAlpha3.get(code);
  return t ? t.names[locale.slice(0, 2)] ?? t.names.en : undefined;
}
