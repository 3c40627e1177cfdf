// Types of web-build.mjs, for the TypeScript that imports it (the `npm start` browser test).
/** apps/web/dist/index.html: the web build's entry page. */
export declare const WEB_DIST_INDEX: string;
/** True when the web build exists and none of its sources changed after it was made. */
export declare function webBuildIsCurrent(): boolean;
