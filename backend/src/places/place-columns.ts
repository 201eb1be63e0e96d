import { locate } from './places';

/** The place columns events and organizations store, derived from their address (docs/places.md). */
export interface PlaceColumns {
  latitude: number | null;
  longitude: number | null;
  metro: string | null;
}

/** Coordinates and metro slug of an address (ZIP when known and in the state, else city + state); nulls when unknown. */
export function placeColumns(address: { city?: string | null; state?: string | null; postalCode?: string | null }): PlaceColumns {
  const place = locate({ city: address.city, state: address.state, zip: address.postalCode });
  return place
    ? { latitude: place.latitude, longitude: place.longitude, metro: place.metro }
    : { latitude: null, longitude: null, metro: null };
}
