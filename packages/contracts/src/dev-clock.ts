import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// The test clock (TEST_CLOCK=true, never on a public production shop; docs/decisions/114): what the
// server takes for "now" when it decides whether a chosen delivery day has come. A journey reads it
// and moves it forward; it never goes back, so a run's tests cannot undo each other's releases.

export const devClockSchema = z.object({ now: z.iso.datetime({ offset: true }) });
export const devClockMoveSchema = z.object({ to: z.iso.datetime({ offset: true }) });

const FROM_THIS_MACHINE = 'Test runs only (TEST_CLOCK=true), from this machine.';

export const DEV_CLOCK_ENDPOINTS = {
  read: defineEndpoint({
    method: 'GET',
    path: '/dev/clock',
    access: 'public',
    group: 'dev-clock',
    summary: `The server's "now" for scheduled deliveries. ${FROM_THIS_MACHINE}`,
    responses: { 200: devClockSchema },
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/dev/clock',
    access: 'public',
    group: 'dev-clock',
    summary: `Moves the scheduled deliveries' "now" forward to the given time (never back). ${FROM_THIS_MACHINE}`,
    body: devClockMoveSchema,
    responses: { 200: devClockSchema },
  }),
};
