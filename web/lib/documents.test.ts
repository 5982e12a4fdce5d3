import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../contracts/brands';
import { ApiError } from '../api/errors';
import { documentErrorMessage, documentsStateOf, technicalCardKinds } from './documents';

describe('technicalCardKinds (docs/rules.md#brands: the brand-specific PDF only on prolux hosts)', () => {
  it('offers the PROLUX PDF on prolux hosts only', () => {
    expect(technicalCardKinds(BRANDS.prolux)).toEqual(['standard', 'prolux']);
    expect(technicalCardKinds(BRANDS.airsizer)).toEqual(['standard']);
    expect(technicalCardKinds(BRANDS.clivet)).toEqual(['standard']);
  });
});

describe('documentErrorMessage', () => {
  it('says "not ready" for a missing document, a server failure or no connection', () => {
    expect(documentErrorMessage(new ApiError(404, 'Not found'), 'not ready')).toBe('not ready');
    expect(documentErrorMessage(new ApiError(503, 'Unavailable'), 'not ready')).toBe('not ready');
    expect(documentErrorMessage(new TypeError('Failed to fetch'), 'not ready')).toBe('not ready');
  });

  it('passes a refusal’s own message on', () => {
    expect(documentErrorMessage(new ApiError(403, 'Not your position'), 'not ready')).toBe(
      'Not your position',
    );
  });
});

describe('documentsStateOf', () => {
  it('reads the revision screen’s state and refuses a missing one', () => {
    expect(documentsStateOf({ id: 11, name: 'AHU', revisionNumber: 2 })).toEqual({
      id: 11,
      name: 'AHU',
      revisionNumber: 2,
      admin: false,
    });
    expect(documentsStateOf(null)).toBeNull();
    expect(documentsStateOf({ id: 11 })).toBeNull();
  });
});
