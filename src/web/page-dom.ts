// DOM helpers of the traveller page: element creation and texts that follow the page's language
// (an element with data-t="key" gets the key's text again when the language changes).
import type { Translate } from './texts.js';

export const $ = <T extends HTMLElement>(id: string): T => {
  const e = document.getElementById(id);
  if (!e) throw new Error(`page: #${id} missing`);
  return e as T;
};

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** An element whose text is the translation of a key (re-translated on language change). */
export function tx<K extends keyof HTMLElementTagNameMap>(tag: K, key: string, attrs: Record<string, string> = {}, params?: Record<string, unknown>): HTMLElementTagNameMap[K] {
  const e = h(tag, { ...attrs, 'data-t': key });
  if (params) e.dataset.tParams = JSON.stringify(params);
  return e;
}

/** Re-translates every data-t text and data-t-label aria-label under `root`. */
export function translateTree(root: ParentNode, t: Translate): void {
  const params = (e: HTMLElement): Record<string, unknown> | undefined => (e.dataset.tParams ? (JSON.parse(e.dataset.tParams) as Record<string, unknown>) : undefined);
  for (const e of root.querySelectorAll<HTMLElement>('[data-t]')) e.textContent = t(e.dataset.t!, params(e));
  for (const e of root.querySelectorAll<HTMLElement>('[data-t-label]')) e.setAttribute('aria-label', t(e.dataset.tLabel!, params(e)));
}

/**
 * A labelled field: label, optional hint, the input, a line saying what the page understood and
 * the field's error (both named by aria-describedby).
 */
export function field(id: string, labelKey: string, input: HTMLElement, hintKey?: string, labelParams?: Record<string, unknown>, hintParams?: Record<string, unknown>): HTMLElement {
  const described = [hintKey ? `${id}-hint` : '', `${id}-understood`, `${id}-error`].filter(Boolean).join(' ');
  input.setAttribute('aria-describedby', described);
  return h('div', { class: 'field', id: `${id}-field` },
    tx('label', labelKey, { for: id }, labelParams),
    ...(hintKey ? [tx('p', hintKey, { class: 'hint', id: `${id}-hint` }, hintParams)] : []),
    input,
    h('p', { class: 'understood', id: `${id}-understood`, hidden: '' }),
    h('p', { class: 'field-error', id: `${id}-error`, hidden: '' }));
}

/** Sets (or, with '', hides) a field's understood line. */
export function setUnderstood(id: string, text: string): void {
  const p = document.getElementById(`${id}-understood`);
  if (!p) return;
  p.textContent = text;
  p.hidden = text === '';
}

/** Shows an error beside a field and marks its input invalid. */
export function setFieldError(id: string, text: string): HTMLElement | undefined {
  const p = document.getElementById(`${id}-error`);
  const input = document.getElementById(id);
  if (!p || !input) return undefined;
  p.textContent = p.textContent ? `${p.textContent} ${text}` : text;
  p.hidden = false;
  input.setAttribute('aria-invalid', 'true');
  return input;
}

export function clearFieldErrors(): void {
  for (const p of document.querySelectorAll<HTMLElement>('.field-error')) {
    p.hidden = true;
    p.textContent = '';
  }
  for (const i of document.querySelectorAll('[aria-invalid]')) i.removeAttribute('aria-invalid');
}
