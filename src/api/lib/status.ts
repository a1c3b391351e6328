/** HTTP status codes used by the API, by name. */
export const OK = 200;
export const NOT_MODIFIED = 304;
export const BAD_REQUEST = 400;
export const NOT_FOUND = 404;
export const METHOD_NOT_ALLOWED = 405;
export const GONE = 410;
export const UNPROCESSABLE = 422;
export const INTERNAL_SERVER_ERROR = 500;
export const SERVICE_UNAVAILABLE = 503;
