/** The shared side-view world model (both editions). */
export * from './units';
export * from './geometry';
export * from './types';
export * from './events';
export * from './page';
export * from './raster';
export * from './graph';
export * from './tokens';
export * from './names';
export * from './world';
export * from './terrain';
export * from './caches';
