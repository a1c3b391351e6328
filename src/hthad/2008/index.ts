/** How to Host a Dungeon, 1st edition (2008): the engine, its tables and its chronicle. */
export { runHistory, HTHAD2008_VERSION, PLAYABLE_AGES } from './history';
export type { HistoryOptions, HistoryRequest, HistoryResult, CivSummary } from './history';
export type { CivChoice } from './civilization';
export type { Event2008, Rule2008, StopAt } from './context';
export { renderChronicle, chronicleOf } from './chronicle';
export type { Chronicle, ChronicleFormat } from './chronicle';
export { hthad2008 } from './system';
export * from './tables';
