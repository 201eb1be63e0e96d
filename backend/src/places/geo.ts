import type { LatLng } from './places-data';

/** Mean radius of the Earth (IUGG, 6,371.0088 km) in statute miles. */
export const EARTH_RADIUS_MILES = 3958.7613;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The latitude/longitude box that holds every point within `radiusMiles` of `center`, for an indexable
 * `latitude BETWEEN … AND longitude BETWEEN …` prefilter (then keep rows with distance ≤ radius). Near a pole
 * or across the 180° meridian the box spans every longitude, which is still a correct (wider) prefilter.
 */
export function boundingBox(center: LatLng, radiusMiles: number): BoundingBox {
  const dLat = (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const minLatitude = Math.max(-90, center.latitude - dLat);
  const maxLatitude = Math.min(90, center.latitude + dLat);
  // The widest longitude span of the circle is at the latitude where it touches the box's meridians.
  const ratio = Math.sin(radiusMiles / EARTH_RADIUS_MILES) / Math.cos(rad(center.latitude));
  const dLng = ratio < 1 ? Math.asin(ratio) * (180 / Math.PI) : 180;
  if (minLatitude <= -90 || maxLatitude >= 90 || Math.abs(center.longitude) + dLng > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  return { minLatitude, maxLatitude, minLongitude: center.longitude - dLng, maxLongitude: center.longitude + dLng };
}
