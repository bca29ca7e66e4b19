// Barrel of kit/form; re-exported by src/index.ts.
export {};
