import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the flat config is plain JavaScript
import { refuseCycles } from '../../eslint.config.js';

// The server's module boundaries (docs/decisions/090) are lint rules: planted violations must fail.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

describe('server module boundaries', () => {
  it('a module reaches another only through its door', async () => {
    const found = await problems(
      'apps/server/src/modules/videos/planted.service.ts',
      "import { createUploadsRepository } from '../uploads/uploads.repository.ts';\nexport const x = createUploadsRepository;\n",
    );
    expect(found.join('\n')).toMatch(/only through its door/);
    const door = await problems(
      'apps/server/src/modules/videos/planted.service.ts',
      "import type { UploadsService } from '../uploads/index.ts';\nexport type X = UploadsService;\n",
    );
    expect(door).toEqual([]);
  });

  it('orders builds on no module but mail: an upward import is refused, door or not', async () => {
    for (const target of ['studio', 'payments', 'uploads', 'videos', 'child-data']) {
      const found = await problems(
        'apps/server/src/modules/orders/planted.service.ts',
        `import type { X } from '../${target}/index.ts';\nexport type Y = X;\n`,
      );
      expect(found.join('\n'), target).toMatch(/does not build on that module/);
    }
  });

  it('the table of module dependencies refuses a cycle', () => {
    expect(() => refuseCycles({ orders: ['studio'], studio: ['orders'] })).toThrow(
      'MODULE_DEPENDENCIES has a cycle: orders -> studio -> orders',
    );
    expect(() => refuseCycles({ orders: ['mail'], studio: ['orders'], mail: [] })).not.toThrow();
  });

  it('the offline stand-ins are reached only from the files that wire them by config', async () => {
    const planted =
      "import { createSandboxService } from '../../stand-ins/payments/sandbox.service.ts';\nexport const x = createSandboxService;\n";
    for (const file of [
      'apps/server/src/modules/orders/planted.service.ts',
      'apps/server/src/modules/studio/planted.ts',
      'apps/server/src/http/planted.ts',
    ]) {
      expect((await problems(file, planted)).join('\n'), file).toMatch(/Stand-ins are wired only by config/);
    }
    expect(await problems('apps/server/src/modules/payments/payments.service.ts', planted)).toEqual([]);
    expect(await problems('apps/server/src/modules/orders/planted.test.ts', planted)).toEqual([]);
    const web = "import Page from '../../stand-ins/profile-test.tsx';\nexport default Page;\n";
    expect((await problems('apps/web/app/features/profile/planted.tsx', web)).join('\n')).toMatch(
      /Stand-ins are wired only by config/,
    );
  });
});
