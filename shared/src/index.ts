// What the backend and both web apps agree on. The web apps import the TypeScript source
// (through Vite); the backend, which runs on Node, requires the compiled dist/ (npm run build).
export * from './categories';
export * from './us-states';
export * from './public-routes';
export * from './web-address';
export * from './follow-words';
export * from './event-time';
export * from './festival-zones';
export * from './api-client';
export * from './event-images';
export * from './product-name';
export type * from './api-types';
export * from './error-codes';
