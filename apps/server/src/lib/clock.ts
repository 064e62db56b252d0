// The clock scheduled deliveries read (docs/decisions/114): when a chosen day has come, whether a
// day is far enough ahead. The system's in every real run; a test run may wire the stand-in test
// clock (TEST_CLOCK, apps/server/src/stand-ins/clock) so a journey can reach a day weeks away.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
