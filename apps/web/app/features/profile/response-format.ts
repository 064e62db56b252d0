// SPEC §8 "Lists and uploads": an answer that is not the list the page expects is shown as
// "Invalid response format", not as zod's field-by-field report.

export const INVALID_RESPONSE_MESSAGE = 'Invalid response format';

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A contract schema's check for the api client's `parse`, with the seed's one message on failure. */
export function expectShape<T>(schema: Schema<T>): (data: unknown) => T {
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new Error(INVALID_RESPONSE_MESSAGE);
    return result.data;
  };
}
