import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// Probes for load balancers and orchestrators (GET /healthz, GET /readyz on the server).

/** Liveness: the process answers. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** What the storage probe (a tiny write and delete) found: written, out of room, or not reachable. */
export const STORAGE_CHECKS = ['ok', 'full', 'unavailable'] as const;
export type StorageCheck = (typeof STORAGE_CHECKS)[number];

/**
 * Readiness (docs/decisions/022). `not-ready` (503): shutting down, or the database does not answer.
 * `degraded` (200): the database answers but storage cannot be written, so uploads fail with a clear
 * 507/503 while payments, webhooks and orders go on; the process keeps its traffic. `ready` (200):
 * both work. `checks` says which part failed (absent once shutdown has begun: nothing is probed).
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'degraded', 'not-ready']),
  checks: z
    .object({
      database: z.enum(['ok', 'failing']),
      storage: z.enum(STORAGE_CHECKS),
    })
    .optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

export const HEALTH_ENDPOINTS = {
  liveness: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    group: 'health',
    summary: 'Liveness: 200 while the process runs.',
    responses: { 200: livenessResponseSchema },
  }),
  readiness: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    access: 'public',
    group: 'health',
    summary: 'Readiness: 200 when the database answers, 503 once shutdown has begun or it does not.',
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  }),
};
