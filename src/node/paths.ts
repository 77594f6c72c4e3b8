// The package root, from src/node/ (tsx, tests) or dist/node/ (built): both are two levels down.
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BUNDLED_RULES = fileURLToPath(new URL('../../rules/', import.meta.url));
export const BUNDLED_LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));
