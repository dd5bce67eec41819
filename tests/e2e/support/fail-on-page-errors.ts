import { afterEach } from 'vitest';
import { takePageErrors } from './browser';

// Setup file of the e2e project: an uncaught error in a page under test fails the test it happened in.
afterEach(() => {
  const errors = takePageErrors();
  if (errors.length > 0) throw new Error(`The page threw:\n${errors.join('\n')}`);
});
