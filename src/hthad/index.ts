/** How to Host a Dungeon: the shared world model and the editions built on it. */
export * as world from './world';
export * as hthad2008 from './2008';
export {
  runHistory as runHthad2008,
  hthad2008Info,
  renderChronicle as renderHthad2008Chronicle,
} from './2008';
