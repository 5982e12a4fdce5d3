import { describe, expect, it } from 'vitest';
import { isValidProjectName, NAME_MAX } from '../contracts/projects';
import { copyName } from './copies';

describe('copyName (issue 30)', () => {
  it('appends " (copy)" to a short name', () => {
    expect(copyName('Office Block A')).toBe('Office Block A (copy)');
  });

  it('cuts the base so a 50-character name stays at 50 characters', () => {
    const name = 'N'.repeat(NAME_MAX);
    const copied = copyName(name);
    expect(copied).toBe(`${'N'.repeat(NAME_MAX - 7)} (copy)`);
    expect(copied).toHaveLength(NAME_MAX);
    expect(isValidProjectName(copied)).toBe(true);
  });

  it('does not leave a space before the suffix or half a surrogate pair at the cut', () => {
    expect(copyName(`${'a'.repeat(42)} bcdefgh`)).toBe(`${'a'.repeat(42)} (copy)`);
    const emoji = `${'a'.repeat(42)}😀xxxxxx`;
    const copied = copyName(emoji);
    expect(copied).toBe(`${'a'.repeat(42)} (copy)`);
    expect(isValidProjectName(copied)).toBe(true);
  });
});
