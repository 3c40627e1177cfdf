// Zod probes whether it may compile parsers with `new Function`. Our Content-Security-Policy
// forbids eval, so the probe would only file a CSP violation report. Zod keeps its global
// config on `globalThis.__zod_globalConfig` (so copies of the library share it) and keeps an
// object that is already there; presetting `jitless` this way costs nothing in the entry chunk,
// where importing Zod's `config()` would pull in 11 KB. e2e/support/browser.ts fails any
// browser test on a CSP violation, so a Zod upgrade that drops this convention shows up there.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
