// The posting index's query path alone, at catalogue sizes a shared machine cannot seed in an afternoon:
// `npx tsx api/scripts/bench-search-index.ts [--parts 20000,200000,1000000] [--rounds 5]`.
// Builds a synthetic catalogue in memory (no database) whose words are as skewed as the seed's (a few words in a
// third of the parts, most in a few per cent; 12 words a part), then times issue 23's slow shapes uncached: the match,
// its facet counts and one page, as a request that meets its query text for the first time does. Prints the cost per
// shape at each size (the cost curve of the query path) and what the index holds in typed arrays. The API bench
// (bench-api.ts) measures the whole request on PostgreSQL and PGlite; this isolates the part that grows with the
// catalogue.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { prng, zipfSampler } from './bench-workload.js';
import {
  PostingIndex,
  type IndexColumns,
  type IndexFilter,
  type RankOrder,
} from '../src/search/posting-index.js';

const ORDERS: RankOrder[] = ['name_asc', 'name_desc', 'usd_asc', 'usd_desc', 'cad_asc', 'cad_desc'];
const VOCABULARY = 3000;
const WORDS_PER_PART = 12;
const BRANDS = 40;
const LEAVES = 400;

/** Lexeme `w<rank>`: rank 0 the most common. Parts numbered in the static order; orders are random permutations. */
export function syntheticCatalogue(size: number, seed = 1): IndexColumns {
  const random = prng(seed);
  const draw = zipfSampler(VOCABULARY, 0.9, random);
  const partNumbers = Array.from({ length: size }, (_, i) => `P${String(i).padStart(8, '0')}`);
  const levels = [0, 1, 2, 3, 4].map(() => new Int32Array(size));
  const brands = new Int32Array(size);
  const words = new Int32Array(size * WORDS_PER_PART);
  const counts = new Int32Array(VOCABULARY);
  for (let ord = 0; ord < size; ord++) {
    const leaf = Math.floor(random() * LEAVES);
    // levels: 8 product lines, then finer groups down to the leaf
    const path = [leaf % 8, leaf % 40, leaf % 120, leaf % 200, leaf];
    for (let n = 0; n < 5; n++) (levels[n] as Int32Array)[ord] = (path[n] as number) + n * 1000;
    brands[ord] = 1 + Math.floor(random() * BRANDS);
    for (let w = 0; w < WORDS_PER_PART; w++) {
      let word = draw();
      // distinct words per part
      for (let k = 0; k < w; k++) if (words[ord * WORDS_PER_PART + k] === word) word = -1;
      words[ord * WORDS_PER_PART + w] = word;
      if (word >= 0) counts[word]! += 1;
    }
  }
  const lists = Array.from(counts, (n) => new Int32Array(n));
  const filled = new Int32Array(VOCABULARY);
  for (let ord = 0; ord < size; ord++)
    for (let w = 0; w < WORDS_PER_PART; w++) {
      const word = words[ord * WORDS_PER_PART + w] as number;
      if (word < 0) continue;
      // the name's words weigh A, then brand B, categories C, a few D
      const code = w < 4 ? 3 : w < 6 ? 2 : w < 11 ? 1 : 0;
      (lists[word] as Int32Array)[filled[word]!++] = ord * 4 + code;
    }
  const postings = new Map<string, Int32Array>();
  lists.forEach((list, word) => {
    if (list.length > 0) postings.set(`w${word}`, list);
  });
  const ranks = Object.fromEntries(
    ORDERS.map((order) => {
      const byRank = new Int32Array(size);
      for (let i = 0; i < size; i++) byRank[i] = i;
      for (let i = size - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const t = byRank[i] as number;
        byRank[i] = byRank[j] as number;
        byRank[j] = t;
      }
      const rank = new Int32Array(size);
      for (let place = 0; place < size; place++) rank[byRank[place] as number] = place;
      return [order, rank];
    }),
  ) as Record<RankOrder, Int32Array>;
  return { version: '1', partNumbers, levels, brands, ranks, postings };
}

interface Shape {
  name: string;
  terms: string[][];
  filter: IndexFilter;
  order: RankOrder | null;
  offset: number;
  count: number;
}

/** Issue 23's slow shapes, in the synthetic vocabulary (w0 the commonest word, w2000 a rare one). */
export const SHAPES: Shape[] = [
  {
    name: 'broad word in one product line, 100 a page',
    terms: [['w0', 'w1', 'w2']],
    filter: { brands: [], category: { level: 0, no: 3 } },
    order: null,
    offset: 0,
    count: 100,
  },
  {
    name: 'three words (rare, mid, broad) by name',
    terms: [['w900'], ['w40'], ['w3']],
    filter: { brands: [], category: null },
    order: 'name_asc',
    offset: 0,
    count: 24,
  },
  {
    name: 'word within one brand',
    terms: [['w12']],
    filter: { brands: [7], category: null },
    order: null,
    offset: 0,
    count: 24,
  },
  {
    name: 'prefix (20 lexemes), page 3 by price',
    terms: [Array.from({ length: 20 }, (_, i) => `w${100 + i}`)],
    filter: { brands: [], category: null },
    order: 'usd_asc',
    offset: 72,
    count: 24,
  },
  {
    name: 'browse one product line by price, 100 a page',
    terms: [],
    filter: { brands: [], category: { level: 0, no: 5 } },
    order: 'usd_desc',
    offset: 0,
    count: 100,
  },
];

/**
 * The uncached cost of one shape: match, facet counts, one page, in ms of this process's CPU time (on a shared
 * machine the wall clock mostly measures the other processes).
 */
export function timeShape(index: PostingIndex, shape: Shape): number {
  const started = process.cpuUsage();
  const match = index.match(shape.terms);
  index.grouping(match.ords);
  if (shape.order) index.pageByRank(match, shape.order, shape.offset, shape.count, shape.filter);
  else index.pageByRelevance(match, shape.offset, shape.count, shape.filter);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string', default: '20000,200000,1000000' },
      rounds: { type: 'string', default: '7' },
    },
  });
  const sizes = values.parts.split(',').map((p) => Number(p.trim()));
  const rounds = Number(values.rounds);
  const curve = new Map<string, string[]>();
  for (const size of sizes) {
    const built = performance.now();
    const index = PostingIndex.fromColumns(syntheticCatalogue(size));
    const buildMs = performance.now() - built;
    const footprint = index.footprint();
    console.log(
      `${size} parts: index built in ${Math.round(buildMs)} ms, ${footprint.lexemes} lexemes, ` +
        `${footprint.postings} postings, ${Math.round(footprint.typedArrayBytes / 1048576)} MB of typed arrays`,
    );
    for (const shape of SHAPES) {
      timeShape(index, shape);
      const times = Array.from({ length: rounds }, () => timeShape(index, shape));
      const cells = curve.get(shape.name) ?? [];
      cells.push(`${median(times).toFixed(2)} ms`);
      curve.set(shape.name, cells);
    }
  }
  console.log(
    `uncached cost per shape (match + facet counts + page; CPU ms, median of ${rounds}) at ${sizes.join(' → ')} parts ` +
      `(load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
  );
  for (const [name, cells] of curve) console.log(`  ${name.padEnd(46)} ${cells.join('  →  ')}`);
}

if (process.argv[1]?.endsWith('bench-search-index.ts')) await main();
