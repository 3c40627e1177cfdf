// Types of build-server.mjs, for the TypeScript that imports it (the browser tests' server).
/** apps/server/dist/index.mjs: the bundle's entry. */
export declare const SERVER_BUNDLE: string;
/** True when the bundle exists and no source file it is made of changed after it was built. */
export declare function serverBundleIsCurrent(): boolean;
/** Builds the bundle. */
export declare function buildServer(): Promise<void>;
