/// <reference types="vite/client" />

/** Set by vite.config.ts at build time; also written to dist/version.json. */
declare const __BUILD_ID__: string;
