/**
 * An input the engine cannot honour though it passed the schema (a `path` naming an exit that
 * does not exist, a `year` past the end of an age that ended early...). The API answers it as a
 * 400 problem+json naming `parameter` and `rule`; nothing is half-done.
 */
export class InputError extends Error {
  constructor(
    readonly parameter: string,
    readonly rule: string,
    message: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
