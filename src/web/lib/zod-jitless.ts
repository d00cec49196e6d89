/**
 * zod compiles object parsers with `new Function` when it may; under the Content-Security-Policy (no 'unsafe-eval')
 * even its probe is reported as a violation. Jitless must be set before the first schema is built, so main.tsx
 * imports this module first. zod keeps its settings in this global (zod/v4/core/core.js) and merges `z.config()`
 * into it; setting it directly keeps zod out of the first chunk. e2e/csp.e2e.ts notices if zod stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
