// Scheduled jobs, job log and code-generator tables (issue 8).
export {};
