// Barrel of kit/overlay; re-exported by src/index.ts.
export {};
