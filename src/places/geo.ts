// Spatial index over the places: kdbush holds the points, geokdbush walks it by great-circle
// distance, so a query touches only the tree nodes that can be within the radius.
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { LoadedPlace } from './data.js';

export interface Hit { index: number; distanceKm: number }

export interface GeoIndex {
  /** Every place within radiusKm of (lat, lon) that passes `keep`, nearest first (ties by id). */
  within(lat: number, lon: number, radiusKm: number, keep: (index: number) => boolean): Hit[];
  /**
   * The same over a given subset (a country's missions): a plain scan, for subsets small enough
   * that any radius, up to the whole Earth, stays cheap.
   */
  among(subset: readonly number[], lat: number, lon: number, radiusKm: number, keep: (index: number) => boolean): Hit[];
}

export function createGeoIndex(places: readonly LoadedPlace[]): GeoIndex {
  const index = new KDBush(places.length);
  for (const p of places) index.add(p.lon, p.lat);
  index.finish();
  return {
    within(lat, lon, radiusKm, keep) {
      if (places.length === 0) return [];
      const ids = around(index, lon, lat, Infinity, radiusKm, keep);
      const hits = ids.map((i) => ({ index: i, distanceKm: distance(lon, lat, places[i]!.lon, places[i]!.lat) }));
      // geokdbush orders by distance; equal distances get a stable order by id.
      return hits.sort(nearestFirst);
    },
    among(subset, lat, lon, radiusKm, keep) {
      const hits: Hit[] = [];
      for (const i of subset) {
        if (!keep(i)) continue;
        const d = distance(lon, lat, places[i]!.lon, places[i]!.lat);
        if (d <= radiusKm) hits.push({ index: i, distanceKm: d });
      }
      return hits.sort(nearestFirst);
    },
  };

  function nearestFirst(a: Hit, b: Hit): number {
    return a.distanceKm - b.distanceKm || cmp(places[a.index]!.input.id, places[b.index]!.input.id);
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
