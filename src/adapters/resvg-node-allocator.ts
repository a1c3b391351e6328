/**
 * Imported by png-resvg-node.ts before `@resvg/resvg-js`, whose native module reads it when it
 * loads. resvg-js is built with mimalloc, which hands memory freed 10 ms ago back to the OS (its
 * purge delay): a render's pixmap and its pixel copy (9.4 MB each for a 1600-px map) came back
 * as fresh pages on every render, about 4,800 page faults and 8 ms of CPU a render. Kept for a
 * second, they serve the next render; memory a quiet server freed still goes back. A value set
 * where the process starts wins.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '1000';
