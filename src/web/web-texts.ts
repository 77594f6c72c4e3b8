// locales/<locale>/web.json of every shipped locale, imported as JSON modules (the bundler inlines them).
import deDE from '../../locales/de-DE/web.json' with { type: 'json' };
import enGB from '../../locales/en-GB/web.json' with { type: 'json' };
import enUS from '../../locales/en-US/web.json' with { type: 'json' };
import esES from '../../locales/es-ES/web.json' with { type: 'json' };
import frFR from '../../locales/fr-FR/web.json' with { type: 'json' };
import type { WebTexts } from './texts.js';

export const WEB_TEXTS: WebTexts = { 'de-DE': deDE, 'en-GB': enGB, 'en-US': enUS, 'es-ES': esES, 'fr-FR': frFR };
