import { UNSTORABLE_TEXT_CODE, UNSTORABLE_TEXT_MESSAGE } from '@shop/contracts/text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

// The last line behind the text rule (docs/decisions/023): should a route ever pass text the
// database cannot store (a NUL in a text parameter: 22021; a \u0000 escape in json: 22P05), the
// client gets a 400 saying so, not a 500, and the operator a warning without the query's parameters.

describe('text the database refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      captureLogs: true,
      // A route a module might write without a schema, straight to the database.
      register: (app) => {
        app.post('/api/test/unchecked-text', { config: { access: 'public' } }, async (request) => {
          const { value, as } = request.body as { value: string; as: 'text' | 'jsonb' };
          await t.database.db.execute(
            as === 'jsonb' ? sql`select ${value}::jsonb as stored` : sql`select ${value}::text as stored`,
          );
          return { stored: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('is a 400 with a clear message on either driver, never a 500', async () => {
    for (const [value, as] of [
      ['Aa\u0000rav', 'text'],
      ['"Aa\\u0000rav"', 'jsonb'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/unchecked-text',
        payload: { value, as },
      });
      expect(res.statusCode, as).toBe(400);
      expect(res.json(), as).toEqual({ message: UNSTORABLE_TEXT_MESSAGE, code: UNSTORABLE_TEXT_CODE });
    }
    // Storable text goes through the same route: it was the NUL, nothing else.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/test/unchecked-text',
      payload: { value: '"Aarav"', as: 'jsonb' },
    });
    expect(fine.statusCode).toBe(200);

    const warnings = t.logs().filter((line) => line.msg === 'Text the database cannot store reached a query');
    expect(warnings.map((line) => line.databaseCode)).toEqual(['22021', '22P05']);
    expect(warnings.every((line) => line.level === 40)).toBe(true);
    expect(JSON.stringify(warnings)).not.toContain('Aa');
    expect(t.logs().filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });
});
