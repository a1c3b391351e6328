/**
 * The crawl contract (test/contract/crawl.contract.ts) run over the tile crawl directly, so it
 * holds before and after the system is registered.
 */
import { crawlContract } from '../../contract/crawl.contract';
import type { CrawlSystem } from '../../../src/crawl/plan/system';
import { tiles } from '../../../src/crawl/tiles/system';

crawlContract(tiles as unknown as CrawlSystem);
