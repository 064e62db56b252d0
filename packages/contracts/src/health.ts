import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// Probes for load balancers and orchestrators (GET /healthz, GET /readyz on the server).

/** Liveness: the process answers. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** Readiness: the database answers and the process is not shutting down (503 when not-ready). */
export const readinessResponseSchema = z.object({ status: z.enum(['ready', 'not-ready']) });
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
