// Structured logs are for production; in tests they only bury the failures.
process.env.LOG_SILENT ??= '1';
