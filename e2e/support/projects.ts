/**
 * A tag for journeys, or groups of them, inside a phone journey's spec that say nothing about a phone:
 * the phone project skips them (docs/decisions/122). Redirect timings and access rules are the same at
 * any width; the screens a parent touches are not.
 */
export const WIDE_ONLY = '@wide-only';
