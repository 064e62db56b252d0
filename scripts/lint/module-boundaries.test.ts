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
});
