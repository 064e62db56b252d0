import { describe, expect, it } from 'vitest';
import { filmTime, renderPercent, stepText } from './film-display';

describe('film display', () => {
  it('writes a length or a place in the film as m:ss (h:mm:ss past an hour)', () => {
    expect(filmTime(0)).toBe('0:00');
    expect(filmTime(7.6)).toBe('0:08');
    expect(filmTime(252.4)).toBe('4:12');
    expect(filmTime(3725)).toBe('1:02:05');
    expect(filmTime(-3)).toBe('0:00');
  });

  it('shows progress as a whole percent that only reaches 100 when done', () => {
    expect(renderPercent(0)).toBe(0);
    expect(renderPercent(0.999)).toBe(99);
    expect(renderPercent(1)).toBe(100);
    expect(renderPercent(1.2)).toBe(100);
  });

  it('starts a step with a capital', () => {
    expect(stepText('personal shots')).toBe('Personal shots');
  });
});
