/**
 * Places as people live in them (docs/places.md): US ZIP codes, cities and Census metro areas from
 * data shipped in the repository, with no service called at run time.
 */
import { loadPlaceWords } from './place-words';
import { placesIndex } from './places-data';

export { boundingBox, distanceMiles, EARTH_RADIUS_MILES } from './geo';
export type { BoundingBox } from './geo';
export { STATE_NAMES } from './place-names';
export * from './place-query';
export { parsePlaceWords } from './place-words';
export { placeColumns } from './place-columns';
export type { PlaceColumns } from './place-columns';
export { listMetros, lookupZip, metroBySlug, metroRef, ZIP_PATTERN } from './places';
export type { ZipPlace } from './places';
export type { Metro } from './places-data';

/** Builds the place indexes and search words now (about half a second, once), e.g. before the server listens. */
export function loadPlaces(): void {
  placesIndex();
  loadPlaceWords();
}
