// travel-requirements.bundled.js: the element with the core and the bundled data: it answers in
// the page, offline, and nothing about the traveller leaves it (unless `endpoint` is set).
import { configure, define, TravelRequirementsElement } from './element.js';
import { bundledCore, bundledEngine, countryName, data } from './engine.js';
import { WEB_TEXTS } from './web-texts.js';

configure({ texts: WEB_TEXTS, engine: bundledEngine, countryName });
define();

export { bundledCore, configure, countryName, data, TravelRequirementsElement, WEB_TEXTS };
export type { ElementConfig, Engine, TripResult } from './element.js';
