import type { FullConfig } from '@playwright/test';

// Runs once, after the webServer answered /readyz. One line so a failing run says where it ran.
export default function globalSetup(config: FullConfig): void {
  const baseURL = config.projects[0]?.use.baseURL;
  process.stdout.write(
    `e2e: server ${baseURL}, data dir ${process.env.E2E_DATA_DIR}, ${config.workers} workers\n`,
  );
}
