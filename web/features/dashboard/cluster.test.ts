import { describe, expect, it } from 'vitest';
import { clusterByGrid } from './cluster';

describe('clusterByGrid', () => {
  it('groups points in one grid cell and keeps the others apart', () => {
    const clusters = clusterByGrid([
      { x: 10, y: 10, item: 'a' },
      { x: 50, y: 20, item: 'b' },
      { x: 130, y: 10, item: 'c' },
    ]);
    expect(clusters).toEqual([
      { x: 30, y: 15, items: ['a', 'b'] },
      { x: 130, y: 10, items: ['c'] },
    ]);
  });
});
