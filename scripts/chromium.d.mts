// Types of chromium.mjs, for the TypeScript that imports it (the browser tests).
/** The Debian Chromium binary, unless CHROMIUM_PATH names another. */
export declare const CHROMIUM_PATH: string;
/** Flags this offline machine needs, after the headless flag. */
export declare const CHROMIUM_FLAGS: readonly string[];
