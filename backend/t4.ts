import * as fs from 'fs';
import * as cheerio from 'cheerio';
import { extractPageTextEvents } from './src/scraping/extract/platforms/page-text';
const html = fs.readFileSync(process.argv[3] ?? 'test/fixtures/scraping/sites/platforms/plain/festival-list.html','utf8');
const ex = extractPageTextEvents(cheerio.load(html), new Date('2026-11-20T15:00:00Z'));
console.log(ex.events.map(e => [e.title, (e.start as any).date, (e.start as any).time]), ex.leftOut);
