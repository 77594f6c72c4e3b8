// The element's shadow-DOM styles. A host page brands it through CSS custom properties (below,
// with their defaults) and ::part() (every block carries a part name; see README).
export const STYLES = `
:host {
  display: block;
  font-family: var(--tr-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--tr-font-size, 1rem);
  line-height: 1.5;
  color: var(--tr-color, #1a1a1a);
  background: var(--tr-background, transparent);
  --_gap: var(--tr-spacing, 1rem);
  --_radius: var(--tr-radius, 0.5rem);
  --_border: var(--tr-border, #c9ced6);
  --_accent: var(--tr-accent, #0b5cad);
  --_card: var(--tr-card-background, #ffffff);
  --_muted: var(--tr-muted, #4a5260);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
h1, h2, h3, h4, h5, h6 { margin: 0 0 0.5rem; line-height: 1.3; overflow-wrap: anywhere; }
p { margin: 0 0 0.5rem; }
a { color: var(--_accent); }
a:focus-visible, summary:focus-visible { outline: 3px solid var(--tr-focus, #1a73e8); outline-offset: 2px; border-radius: 2px; }
.answer { display: grid; gap: var(--_gap); }
[part~="summary"] { padding: var(--_gap); border-radius: var(--_radius); background: var(--tr-summary-background, #eef3fa); border: 1px solid var(--_border); }
[part~="headline"] { font-size: 1.15em; font-weight: 600; }
[part~="headline-label"] { font-size: 0.85em; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_muted); }
.group { padding: var(--_gap); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_card); }
.group.upcoming { border-style: dashed; }
[part~="group-name"] { font-size: 1.15em; }
[part~="group-tooltip"], [part~="grouping-passport"], [part~="record-dates"], [part~="source-date"] { color: var(--_muted); font-size: 0.92em; }
.grouping { margin-top: 0.75rem; padding-left: 0.75rem; border-left: 4px solid var(--_border); }
.grouping.transit { border-left-color: var(--tr-transit-color, #123f73); }
.grouping.upcoming { border-left-color: var(--tr-upcoming-color, #4f2280); }
[part~="grouping-name"] { font-size: 1.05em; }
.record { margin: 0.5rem 0 0.75rem; }
[part~="record-title"] { font-size: 1em; }
details { margin: 0.25rem 0; }
summary { cursor: pointer; color: var(--_accent); font-weight: 600; }
ul { margin: 0.25rem 0; padding-left: 1.25rem; }
[part~="actions"] { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0; }
[part~="action"] { display: inline-block; padding: 0.4rem 0.8rem; border-radius: var(--_radius); background: var(--_accent); color: var(--tr-accent-text, #ffffff); text-decoration: none; font-weight: 600; }
[part~="action"]:hover { text-decoration: underline; }
.badge { display: inline-block; padding: 0.05rem 0.5rem; border-radius: 999px; font-size: 0.78em; font-weight: 600; vertical-align: middle;  background: #ececec; color: #333333; }
.badge[data-value="MANDATORY"], .badge[data-value="LEVEL_4"] { background: var(--tr-mandatory-background, #fde8e8); color: var(--tr-mandatory-color, #8a1c1c); }
.badge[data-value="LEVEL_3"] { background: var(--tr-mandatory-background, #fde8e8); color: var(--tr-mandatory-color, #8a1c1c); }
.badge[data-value="MAY_BE_REQUIRED"], .badge[data-value="LEVEL_2"] { background: var(--tr-may-background, #fff4d6); color: var(--tr-may-color, #6b4200); }
.badge[data-value="NOT_REQUIRED"], .badge[data-value="LEVEL_1"] { background: var(--tr-ok-background, #e3f4e8); color: var(--tr-ok-color, #1d5e2f); }
.badge[data-value="RECOMMENDED"], .badge[data-value="OPTIONAL"] { background: #e6eefa; color: #123f73; }
.badge.transit { background: var(--tr-transit-background, #e6eefa); color: var(--tr-transit-color, #123f73); }
.badge.upcoming { background: var(--tr-upcoming-background, #f1e8fb); color: var(--tr-upcoming-color, #4f2280); }
.errors { padding: var(--_gap); border: 2px solid var(--tr-error-color, #a61b1b); border-radius: var(--_radius); background: var(--tr-error-background, #fff5f5); }
[part~="error-field"] { color: var(--tr-error-color, #a61b1b); }
.empty, .loading { color: var(--_muted); }
.local-error { color: var(--tr-error-color, #a61b1b); font-weight: 600; }
`;
