import type { Testimonial } from './schemas.ts';

const MULTIPLIERS: Record<string, number> = { K: 1_000, M: 1_000_000 };
const FOLLOWERS = /^(\d+(?:\.\d+)?)([KM]?)$/;

export function parseFollowers(text: string): number {
  const match = FOLLOWERS.exec(text.trim());
  if (!match) throw new Error(`Unreadable follower count: "${text}"`);
  const [, amount = '0', unit = ''] = match;
  // Rounded because decimal multiplication drifts (e.g. 1.1 × 1,000,000 is not an integer in floats).
  return Math.round(Number(amount) * (MULTIPLIERS[unit] ?? 1));
}

export function formatReach(total: number): string {
  const thousands = Math.round(total / 100) / 10;
  // Promote to M once rounding reaches 1000K so 999,960 reads 1.0M+ rather than 1000.0K+.
  if (thousands >= 1_000) return `${(total / 1_000_000).toFixed(1)}M+`;
  if (total >= 1_000) return `${thousands.toFixed(1)}K+`;
  return `${Math.round(total)}+`;
}

export function combinedReach(testimonials: readonly Pick<Testimonial, 'followers'>[]): number {
  return testimonials.reduce((sum, testimonial) => sum + parseFollowers(testimonial.followers), 0);
}
