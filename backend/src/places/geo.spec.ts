import fc from 'fast-check';
import { boundingBox, distanceMiles, EARTH_RADIUS_MILES } from './geo';
import { LatLng } from './places-data';

const edison = { latitude: 40.5171, longitude: -74.3973 };
const iselin = { latitude: 40.5716, longitude: -74.3167 };
const irving = { latitude: 32.8653, longitude: -96.9905 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
const newYork = { latitude: 40.7128, longitude: -74.006 };

/** The point `miles` away from `from` on the initial bearing `bearing` (degrees). */
function destination(from: LatLng, bearing: number, miles: number): LatLng {
  const d = miles / EARTH_RADIUS_MILES;
  const b = (bearing * Math.PI) / 180;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lng1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  const lng = (((lng2 * 180) / Math.PI + 540) % 360) - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude: lng };
}

describe('distanceMiles', () => {
  it.each([
    ['the same point', edison, edison, 0, 0.001],
    ['Edison to Iselin', edison, iselin, 5.6, 0.2],
    ['New York to Los Angeles', newYork, losAngeles, 2445, 5],
    ['Irving to Edison', irving, edison, 1354, 5],
    ['across the 180° meridian', { latitude: 52, longitude: 179.5 }, { latitude: 52, longitude: -179.5 }, 42.5, 0.5],
    ['pole to pole', { latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }, Math.PI * EARTH_RADIUS_MILES, 0.01],
  ])('%s', (_, a, b, miles, tolerance) => {
    expect(Math.abs(distanceMiles(a, b) - miles)).toBeLessThanOrEqual(tolerance);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b);
        return d >= 0 && d <= Math.PI * EARTH_RADIUS_MILES + 1e-6 && Math.abs(d - distanceMiles(b, a)) < 1e-6;
      }),
    );
  });
});

describe('boundingBox', () => {
  it('is about 2 × 25 miles around Edison', () => {
    const box = boundingBox(edison, 25);
    expect(box.maxLatitude - box.minLatitude).toBeCloseTo((50 / EARTH_RADIUS_MILES) * (180 / Math.PI), 6);
    expect(distanceMiles({ latitude: edison.latitude, longitude: box.minLongitude }, edison)).toBeGreaterThanOrEqual(25 - 0.01);
    expect(box.minLongitude).toBeLessThan(edison.longitude);
    expect(box.maxLongitude).toBeGreaterThan(edison.longitude);
    expect(box.maxLongitude - box.minLongitude).toBeLessThan(1.1);
  });

  it('holds every point within the radius, in any direction', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (latitude, longitude, radius, bearing, fraction) => {
          const center = { latitude, longitude };
          const p = destination(center, bearing, radius * fraction);
          const box = boundingBox(center, radius);
          const eps = 1e-9;
          return (
            p.latitude >= box.minLatitude - eps &&
            p.latitude <= box.maxLatitude + eps &&
            p.longitude >= box.minLongitude - eps &&
            p.longitude <= box.maxLongitude + eps
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('spans every longitude near a pole or across the 180° meridian', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 10 }, 50)).toMatchObject({ maxLatitude: 90, minLongitude: -180, maxLongitude: 180 });
    expect(boundingBox({ latitude: 51.9, longitude: 179.9 }, 25)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
    const adak = boundingBox({ latitude: 51.88, longitude: -176.65 }, 25);
    expect(adak.minLongitude).toBeGreaterThan(-180);
  });
});
