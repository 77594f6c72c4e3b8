// Type stand-in for the module `travel-requirements:bundled-data` (tsconfig.web.json maps the name
// here). scripts/build-web.ts gives esbuild the real module: the bundled ruleset, locales and
// reference data as a JSON module, the same value as travel-requirements/data (readBundledData()).
import type { BundledData } from '../data/bundle.js';

declare const data: BundledData;
export default data;
