// <travel-requirements>: a custom element that answers a trip and renders the answer (headline,
// openness, groups with enforcement, records with their actions and sources; errors next to the
// field their pointer names). It answers with an engine in the page (the core with the bundled
// data: travel-requirements.bundled.js) or, with `endpoint`, through POST /v3/trips.
import { renderErrors, renderMessage, renderResponse, type RenderContext } from './render.js';
import { requestOf, shortTripFrom } from './trip.js';
import { createWebI18n, type WebI18n, type WebTexts } from './texts.js';
import { STYLES } from './styles.js';

/** What the element shows: the HTTP status and the body (trip response or JSON:API error document). */
export interface TripResult {
  status: number;
  body: unknown;
}

/** Answers a request document in a locale (the core's trips(), in the page). */
export type Engine = (request: unknown, locale: string | undefined) => TripResult;

export interface ElementConfig {
  texts: WebTexts;
  engine?: Engine;
  /** Localized name of an alpha-3 country code in a locale. */
  countryName?: (code: string, locale: string) => string | undefined;
  /** Answers a visaMissions link (GET /v2/places?...) in a locale: the page's in-page places operation. */
  places?: (href: string, locale: string) => Promise<unknown>;
}

let config: { i18n: WebI18n; engine?: Engine; countryName?: ElementConfig['countryName']; places?: ElementConfig['places'] } | undefined;

/** Sets the texts and, optionally, the in-page engine every <travel-requirements> uses. */
export function configure(c: ElementConfig): void {
  config = { i18n: createWebI18n(c.texts), ...(c.engine ? { engine: c.engine } : {}), ...(c.countryName ? { countryName: c.countryName } : {}), ...(c.places ? { places: c.places } : {}) };
  for (const e of instances) e.refresh();
}

const instances = new Set<TravelRequirementsElement>();
const BaseElement: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

const SHORT = ['passports', 'from', 'via', 'to', 'depart', 'arrive'];

export class TravelRequirementsElement extends BaseElement {
  static readonly observedAttributes = ['locale', 'trip', 'endpoint', 'api-key', 'heading-level', ...SHORT];

  #root: ShadowRoot;
  #body: HTMLElement;
  #result: TripResult | undefined;
  #request: unknown;
  #tripValue: unknown;
  #given = false;
  #seq = 0;
  #scheduled = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
    this.#root.adoptedStyleSheets = [sheet];
    this.#body = document.createElement('div');
    this.#body.setAttribute('part', 'container');
    this.#body.setAttribute('aria-live', 'polite');
    this.#root.append(this.#body);
  }

  connectedCallback(): void {
    instances.add(this);
    if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
    this.#schedule();
  }

  disconnectedCallback(): void {
    instances.delete(this);
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (old === value) return;
    if (name === 'locale' && this.#given && this.#request === undefined) {
      this.#render();
      return;
    }
    if (name !== 'heading-level') this.#given = false;
    this.#schedule();
  }

  /** The locale of the answer and of the element's texts (attribute `locale`). */
  get locale(): string | null {
    return this.getAttribute('locale');
  }
  set locale(value: string | null) {
    if (value === null) this.removeAttribute('locale');
    else this.setAttribute('locale', value);
  }

  /** POST /v3/trips URL to ask instead of the in-page engine (attribute `endpoint`). */
  get endpoint(): string | null {
    return this.getAttribute('endpoint');
  }
  set endpoint(value: string | null) {
    if (value === null) this.removeAttribute('endpoint');
    else this.setAttribute('endpoint', value);
  }

  /** The trip as a request document (object). Setting it answers it; attribute `trip` takes the same as JSON. */
  get trip(): unknown {
    return this.#tripValue ?? this.#request;
  }
  set trip(value: unknown) {
    this.#tripValue = value ?? undefined;
    this.#given = false;
    this.#schedule();
  }

  /** The body last shown (trip response or error document). Setting it renders a given response without asking anyone. */
  get response(): unknown {
    return this.#result?.body;
  }
  set response(value: unknown) {
    this.#seq++;
    this.#given = true;
    this.#request = undefined;
    if (value === null || typeof value !== 'object') {
      // null or undefined clears the element.
      this.#result = undefined;
      const texts = this.#texts();
      if (texts) this.#show(renderMessage('empty', texts.t('element.empty')));
      return;
    }
    const errors = (value as { errors?: { status?: unknown }[] }).errors;
    this.#result = { status: Array.isArray(errors) ? Number(errors[0]?.status) || 400 : 200, body: value };
    this.#render();
  }

  /** The HTTP status of the answer shown (200, or the error document's). */
  get status(): number | undefined {
    return this.#result?.status;
  }

  /** The request document last answered. */
  get request(): unknown {
    return this.#request;
  }

  /** Answers again (after configure(), or to retry an endpoint). */
  refresh(): void {
    if (this.#given) this.#render();
    else this.#schedule();
  }

  /** Resolves once the answer being worked out is shown. */
  get updateComplete(): Promise<TripResult | undefined> {
    return this.#pending;
  }
  #pending: Promise<TripResult | undefined> = Promise.resolve(undefined);

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.#pending = Promise.resolve().then(() => {
      this.#scheduled = false;
      return this.#update();
    });
  }

  #texts(): { i18n: WebI18n; t: ReturnType<WebI18n['t']>; locale: string } | undefined {
    if (!config) return undefined;
    const requested = this.locale ?? localeOf(this.#result?.body) ?? localeOf(this.#request) ?? (document.documentElement.lang || undefined);
    const locale = config.i18n.resolve(requested);
    return { i18n: config.i18n, t: config.i18n.t(locale), locale };
  }

  /** The request from the `trip` property, the `trip` attribute or the short attributes; a local problem as a string. */
  #readRequest(): unknown {
    if (this.#tripValue !== undefined) return this.#tripValue;
    const json = this.getAttribute('trip');
    if (json !== null && json.trim() !== '') {
      try {
        return JSON.parse(json) as unknown;
      } catch (cause) {
        return new SyntaxError(cause instanceof Error ? cause.message : String(cause));
      }
    }
    const short = shortTripFrom((name) => this.getAttribute(name));
    return short ? requestOf(short) : undefined;
  }

  async #update(): Promise<TripResult | undefined> {
    if (this.#given) return this.#result;
    const seq = ++this.#seq;
    const texts = this.#texts();
    const request = this.#readRequest();
    if (!texts) return undefined; // not configured yet: configure() refreshes every element
    if (request === undefined) {
      this.#request = undefined;
      this.#result = undefined;
      this.#show(renderMessage('empty', texts.t('element.empty')));
      return undefined;
    }
    if (request instanceof SyntaxError) {
      this.#request = undefined;
      this.#result = undefined;
      this.#show(renderMessage('local-error', texts.t('element.errors.trip', { message: request.message }), true));
      return undefined;
    }
    this.#request = request;
    const endpoint = this.endpoint;
    const locale = this.locale ?? undefined;
    let result: TripResult;
    if (endpoint) {
      this.#body.setAttribute('aria-busy', 'true');
      this.#show(renderMessage('loading', texts.t('element.loading')));
      try {
        result = await post(endpoint, request, locale, this.getAttribute('api-key'));
      } catch (cause) {
        if (seq !== this.#seq) return this.#result;
        this.#result = undefined;
        const message = cause instanceof HttpShapeError ? texts.t('element.errors.response', { status: cause.status })
          : texts.t('element.errors.network', { endpoint, message: cause instanceof Error ? cause.message : String(cause) });
        this.#show(renderMessage('local-error', message, true));
        this.#body.removeAttribute('aria-busy');
        return undefined;
      }
      if (seq !== this.#seq) return this.#result;
    } else if (config?.engine) {
      try {
        result = config.engine(request, locale);
      } catch (cause) {
        // The core never throws for a request; a broken engine or data set can.
        this.#result = undefined;
        this.#show(renderMessage('local-error', texts.t('element.errors.internal', { message: cause instanceof Error ? cause.message : String(cause) }), true));
        return undefined;
      }
    } else {
      this.#result = undefined;
      this.#show(renderMessage('local-error', texts.t('element.errors.engine'), true));
      return undefined;
    }
    this.#result = result;
    this.#render();
    this.dispatchEvent(new CustomEvent('travel-requirements-result', { detail: { ...result, request }, bubbles: true, composed: true }));
    return result;
  }

  #render(): void {
    this.#body.removeAttribute('aria-busy');
    const texts = this.#texts();
    if (!texts || !this.#result) return;
    const level = Number(this.getAttribute('heading-level') ?? 2);
    const ctx: RenderContext = {
      t: texts.t,
      locale: texts.locale,
      level: Number.isInteger(level) && level >= 1 && level <= 4 ? level : 2,
      countryName: (code) => config?.countryName?.(code, texts.locale),
      request: this.#request,
      ...(config?.places ? { places: (href: string) => config!.places!(href, texts.locale) } : {}),
    };
    const body = this.#result.body;
    const isError = body !== null && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors);
    this.#show(isError ? renderErrors(ctx, body) : renderResponse(ctx, body));
  }

  #show(node: HTMLElement): void {
    const label = this.#texts()?.t('element.label');
    if (label) this.setAttribute('aria-label', label);
    this.#body.replaceChildren(node);
  }
}

function localeOf(doc: unknown): string | undefined {
  const d = doc as { meta?: { locale?: unknown }; data?: { attributes?: { locale?: unknown } } } | undefined;
  const l = d?.meta?.locale ?? d?.data?.attributes?.locale;
  return typeof l === 'string' ? l : undefined;
}

class HttpShapeError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** POST /v3/trips; the locale, when given, replaces the request's. Error documents are answers too. */
async function post(endpoint: string, request: unknown, locale: string | undefined, apiKey: string | null): Promise<TripResult> {
  let body = request;
  if (locale && request !== null && typeof request === 'object') {
    const r = request as { data?: { attributes?: Record<string, unknown> } };
    if (r.data?.attributes && typeof r.data.attributes === 'object') body = { ...r, data: { ...r.data, attributes: { ...r.data.attributes, locale } } };
  }
  const headers: Record<string, string> = { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' };
  if (apiKey) headers['x-api-key'] = apiKey;
  const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body) });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new HttpShapeError(response.status);
  }
  if (json === null || typeof json !== 'object' || !('data' in json || 'errors' in json)) throw new HttpShapeError(response.status);
  return { status: response.status, body: json };
}

/** Defines <travel-requirements> once (a second bundle on the same page keeps the first definition). */
export function define(name = 'travel-requirements'): void {
  if (!customElements.get(name)) customElements.define(name, name === 'travel-requirements' ? TravelRequirementsElement : class extends TravelRequirementsElement {});
}

declare global {
  interface HTMLElementTagNameMap {
    'travel-requirements': TravelRequirementsElement;
  }
}
