import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';

/** The Node app as tests use it: unexpected errors are collected, not printed. */
export function createTestApp() {
  const errors: unknown[] = [];
  const app = createApp({ png: resvgNodeRenderer(), onUnexpectedError: (e) => errors.push(e) });
  return Object.assign(app, { unexpectedErrors: errors });
}
