import { z } from 'zod';

// Probes for load balancers and orchestrators (GET /healthz, GET /readyz on the server).

/** Liveness: the process answers. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** Readiness: the database answers and the process is not shutting down (503 when not-ready). */
export const readinessResponseSchema = z.object({ status: z.enum(['ready', 'not-ready']) });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
