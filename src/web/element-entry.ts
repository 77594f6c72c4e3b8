// travel-requirements.js: the element without the bundled data. It answers through `endpoint`
// (POST /v3/trips), renders a `response` given to it, or uses an engine set with configure().
import { configure, define, TravelRequirementsElement } from './element.js';
import { WEB_TEXTS } from './web-texts.js';

configure({ texts: WEB_TEXTS });
define();

export { configure, TravelRequirementsElement, WEB_TEXTS };
export type { ElementConfig, Engine, TripResult } from './element.js';
