import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { escapeUnstorableText, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@shop/contracts/text';
import type { z } from 'zod';

// Routes declare @shop/contracts zod schemas directly (schema: { body, querystring, params,
// response }). These compilers make Fastify validate input and shape output with them, and the
// type provider gives handlers the parsed types. A dozen lines instead of a dependency.
// Before any schema, every request part passes the one text rule of @shop/contracts/text: a NUL
// or a lone surrogate anywhere in it (values and keys, however deep) is a 400 naming the field.

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A route module: `export const fooRoutes: RoutesPlugin<{ foo: FooService }> = async (app, { foo }) => …` */
export type RoutesPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>;

/** Thrown for a request part that does not match its schema; the error handler answers 400 with `message`. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;

  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(describeIssues(part, issues));
  }
}

// Fastify's names for the request parts, as a client would call them in a message.
const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

function describeIssues(httpPart: string, issues: z.core.$ZodIssue[]): string {
  const part = PART_NAMES[httpPart] ?? httpPart;
  // Name the field first: "email: Invalid email address"; a whole-part problem names the part.
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? formatPath(issue.path) : part}: ${issue.message}`)
    .join('; ');
}

function formatPath(path: PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${escapeUnstorableText(String(key))}`,
    )
    .join('');
}

function asZod(schema: unknown): z.ZodType {
  if (schema && typeof (schema as z.ZodType).safeParse === 'function') return schema as z.ZodType;
  throw new Error('Route schemas must be zod schemas (import them from @shop/contracts)');
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const zodSchema = asZod(schema);
  const part = httpPart ?? 'body';
  return (data) => {
    const unstorable = findUnstorableText(data);
    if (unstorable) {
      const issue: z.core.$ZodIssue = {
        code: 'custom',
        path: unstorable,
        message: UNSTORABLE_TEXT_MESSAGE,
        input: undefined,
      };
      return { error: new RequestValidationError(part, [issue]) };
    }
    const result = zodSchema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(part, result.error.issues) };
  };
};

// Parsing on the way out strips fields the contract does not name, so nothing leaks by accident;
// a mismatch is a server bug and surfaces as a logged 500.
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const zodSchema = asZod(schema);
  return (data) => JSON.stringify(zodSchema.parse(data));
};
