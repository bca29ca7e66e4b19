// System administration tables beyond sign-in: operation log, notices (issue 6).
export {};
