// travel-requirements: the public API for Node. createTravelRequirements() uses the bundled
// ruleset, locales and reference data; pass values to use your own.
export * from './core.js';
export { createTravelRequirements } from './node/create.js';
export { readRuleset } from './node/ruleset.js';
export { readLocales } from './node/locales.js';
export { loadReferenceData } from './node/reference.js';
export { readPlacesFile } from './node/places.js';
