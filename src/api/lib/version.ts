/** The service's own version (the API contract), distinct from each ruleset's version. */
export const SERVICE_VERSION = '0.1.0';
