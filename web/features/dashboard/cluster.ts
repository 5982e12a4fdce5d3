/** A point on the map in screen pixels at the current zoom. */
export interface PixelPoint<T> {
  x: number;
  y: number;
  item: T;
}

export interface Cluster<T> {
  /** The members' mean position, px. */
  x: number;
  y: number;
  items: T[];
}

/**
 * Groups points whose pixels fall into the same `cellPx` square (grid clustering, as Leaflet.markercluster does at
 * its coarsest): cheap, stable while panning, and enough for a user's projects. Clusters come out in the order of
 * their first member.
 */
export function clusterByGrid<T>(points: readonly PixelPoint<T>[], cellPx = 60): Cluster<T>[] {
  const cells = new Map<string, PixelPoint<T>[]>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cellPx)}:${Math.floor(point.y / cellPx)}`;
    cells.set(key, [...(cells.get(key) ?? []), point]);
  }
  return [...cells.values()].map((members) => ({
    x: members.reduce((sum, p) => sum + p.x, 0) / members.length,
    y: members.reduce((sum, p) => sum + p.y, 0) / members.length,
    items: members.map((p) => p.item),
  }));
}
