import { describe, expect, it } from 'vitest';
import { dimensionsProblem, limitSelection } from './photo-limits';

describe('photo limits', () => {
  it('accepts up to 3 photos in total', () => {
    expect(limitSelection(1, ['a', 'b'])).toEqual({ accepted: ['a', 'b'], alert: null });
  });

  it('drops extra files with the alert naming how many fit', () => {
    expect(limitSelection(2, ['a', 'b', 'c'])).toEqual({
      accepted: ['a'],
      alert: 'You can only upload 1 more photo(s). Maximum 3 photos allowed. Recommended 2-3 photos.',
    });
    expect(limitSelection(3, ['a']).accepted).toEqual([]);
  });

  it('allows 3840x3840 and refuses anything larger', () => {
    expect(dimensionsProblem(3840, 3840)).toBeNull();
    expect(dimensionsProblem(3841, 100)).toBe('tooManyPixels');
  });
});
