// The golden responses store the fields derived from the ruleset revision as placeholders, so a new
// revision (npm run rules:register) does not rewrite answers that did not change.
export const GOLDEN_UPDATE_COMMAND = 'npm run golden:update';
export const REVISION_PLACEHOLDER = '<ruleset revision>';
export const ID_PLACEHOLDER = '<trip id: UUID v5 of the request, locale and ruleset revision>';

export interface RevisionFields { meta?: { rulesetRevision?: string }; data?: { id?: string } }

/** The response body with meta.rulesetRevision and data.id replaced by placeholders (a copy). */
export function withoutRevision(body: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as RevisionFields;
  if (copy.meta?.rulesetRevision !== undefined) copy.meta.rulesetRevision = REVISION_PLACEHOLDER;
  if (copy.data?.id !== undefined) copy.data.id = ID_PLACEHOLDER;
  return copy;
}

/** The text of a golden file for a response. */
export function goldenText(status: number, body: unknown): string {
  return `${JSON.stringify({ status, body: withoutRevision(body) }, null, 2)}\n`;
}
