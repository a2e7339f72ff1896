// The app's Content-Security-Policy has no 'unsafe-eval'. On its first object parse zod 4 probes
// `new Function` to compile faster parsers, and the browser reports the blocked probe as a CSP violation
// (in the console and in Lighthouse's best practices). Jitless parsing skips the probe. Set on zod's
// global config object, which zod adopts when it loads, so this module does not pull zod into pages
// that parse nothing.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
