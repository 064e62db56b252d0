import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

// Any console.error during a server test fails that test: an error printed and ignored is a bug
// the test did not notice. The message is still printed, to show what went wrong.
const printError = console.error.bind(console);
let reported: string[] = [];

console.error = (...args: unknown[]) => {
  reported.push(format(...args));
  printError(...args);
};

function failIfReported(when: string) {
  if (reported.length === 0) return;
  const messages = reported;
  reported = [];
  throw new Error(`console.error was called ${when}:\n${messages.map((m) => `  ${m}`).join('\n')}`);
}

afterEach(() => failIfReported('during this test'));
afterAll(() => failIfReported('in a beforeAll/afterAll hook'));
