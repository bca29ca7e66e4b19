// Barrel of upload; re-exported by src/index.ts.
export {};
