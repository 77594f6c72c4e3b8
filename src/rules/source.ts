// The ruleset as values: a manifest and the parsed content of each file it lists.
// src/node/ruleset.ts reads these from rules/; embedders and tests may build them in memory.

export interface RulesetFileSource {
  /** Path relative to the ruleset directory, as listed in the manifest (e.g. "visa-matrix/GBR.json"). */
  path: string;
  /** Parsed JSON content; validated against schemas/rule-file.schema.json at load. */
  content: unknown;
}

export interface RulesetSource {
  /** Parsed rules/manifest.json; validated against schemas/ruleset-manifest.schema.json. */
  manifest: unknown;
  files: RulesetFileSource[];
}

/** i18next resources: locale ("en-US") -> namespace ("common", "procedures") -> nested keys. */
export type LocaleResources = Record<string, Record<string, Record<string, unknown>>>;
