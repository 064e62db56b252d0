import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-database.ts';

// A test file keeps one migrated database for all its tests (test-database.ts); it goes with the file.
afterAll(closeTestDatabases);
