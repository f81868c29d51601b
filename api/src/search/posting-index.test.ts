// The posting index's query path (unions by scan or by sort, intersections by marks or by galloping search, top-k
// pages by relevance, pages in a precomputed order from the members' places counted per run of places) against a plain reference
// written the obvious way: every match materialised, refined and sorted. Random catalogues of a few thousand
// documents, lexemes from very rare to very common, so every branch of each step is taken.
import { prng } from '../../scripts/bench-workload.js';
import { PostingIndex, WEIGHT_POINTS, type IndexFilter, type RankOrder } from './posting-index.js';

const ORDERS: RankOrder[] = ['name_asc', 'name_desc', 'usd_asc', 'usd_desc', 'cad_asc', 'cad_desc'];

function randomCatalogue(size: number, seed: number) {
  const random = prng(seed);
  const partNumbers = Array.from({ length: size }, (_, i) => `P${String(i).padStart(6, '0')}`);
  const levels = [0, 1, 2, 3, 4].map(() => new Int32Array(size));
  const brands = new Int32Array(size);
  for (let ord = 0; ord < size; ord++) {
    const leaf = Math.floor(random() * 40);
    // a few documents without a category, a few without a brand
    const placed = random() > 0.01;
    for (let n = 0; n < 5; n++)
      (levels[n] as Int32Array)[ord] = placed ? Math.floor(leaf / 2 ** (4 - n)) : -1;
    brands[ord] = random() < 0.05 ? -1 : 1 + Math.floor(random() * 12);
  }
  const ranks = Object.fromEntries(
    ORDERS.map((order) => {
      const byRank = partNumbers.map((_, ord) => ord);
      for (let i = size - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [byRank[i], byRank[j]] = [byRank[j] as number, byRank[i] as number];
      }
      const rank = new Int32Array(size);
      byRank.forEach((ord, place) => (rank[ord] = place));
      return [order, rank];
    }),
  ) as Record<RankOrder, Int32Array>;
  // lexeme "wN" is held by a share of the documents from 0.05 % to 60 %
  const shares = [0.0005, 0.002, 0.01, 0.03, 0.08, 0.2, 0.35, 0.6];
  const postings = new Map<string, Int32Array>();
  shares.forEach((share, n) => {
    for (const variant of ['', 'a', 'b']) {
      const list: number[] = [];
      for (let ord = 0; ord < size; ord++)
        if (random() < share) list.push(ord * 4 + Math.floor(random() * 4));
      postings.set(`w${n}${variant}`, Int32Array.from(list));
    }
  });
  return { version: '1', partNumbers, levels, brands, ranks, postings };
}

type Catalogue = ReturnType<typeof randomCatalogue>;

/** The obvious answers: every match with its points, refined, fully sorted. */
function reference(catalogue: Catalogue, terms: string[][], filter: IndexFilter) {
  const size = catalogue.partNumbers.length;
  const best = terms.map((lexemes) => {
    const code = new Int8Array(size);
    for (const l of lexemes)
      for (const value of catalogue.postings.get(l) ?? [])
        code[value >> 2] = Math.max(code[value >> 2] as number, (value & 3) + 1);
    return code;
  });
  const matched: { ord: number; points: number }[] = [];
  for (let ord = 0; ord < size; ord++) {
    if (!best.every((code) => (code[ord] as number) > 0)) continue;
    const points = best.reduce((sum, code) => sum + (WEIGHT_POINTS[(code[ord] as number) - 1] as number), 0);
    matched.push({ ord, points });
  }
  const refined = matched.filter(
    ({ ord }) =>
      (filter.brands.length === 0 || filter.brands.includes(catalogue.brands[ord] as number)) &&
      (!filter.category ||
        (catalogue.levels[filter.category.level] as Int32Array)[ord] === filter.category.no),
  );
  return {
    matched,
    byRelevance: [...refined].sort((a, b) => b.points - a.points || a.ord - b.ord).map((m) => m.ord),
    byRank: (order: RankOrder) =>
      refined
        .map((m) => m.ord)
        .sort((a, b) => (catalogue.ranks[order][a] as number) - (catalogue.ranks[order][b] as number)),
  };
}

describe('the posting index query path', () => {
  const catalogue = randomCatalogue(6000, 7);
  const index = PostingIndex.fromColumns(catalogue);
  const names = (ords: number[]) => ords.map((ord) => catalogue.partNumbers[ord] as string);

  const QUERIES: string[][][] = [
    [['w0']],
    [['w7']],
    [['w7', 'w7a', 'w7b', 'w6']],
    [['w2', 'w2a']],
    [['w7'], ['w6']],
    [['w7', 'w7a'], ['w0']],
    [['w0'], ['w7'], ['w6a', 'w6b']],
    [['w1'], ['w7', 'w6', 'w5']],
    [['w5'], ['w6'], ['w7']],
    [['w3'], ['missing']],
    [['missing']],
    [],
  ];
  const FILTERS: IndexFilter[] = [
    { brands: [], category: null },
    { brands: [3], category: null },
    { brands: [2, 5, 11], category: null },
    { brands: [], category: { level: 0, no: 1 } },
    { brands: [4], category: { level: 4, no: 17 } },
    { brands: [99], category: null },
  ];
  const PAGES = [
    [0, 24],
    [0, 100],
    [1, 24],
    [3, 7],
    [0, 1],
    [2, 1000],
  ] as const;

  it('matches the documents holding every term, with the points of the best weight of each', () => {
    for (const terms of QUERIES) {
      const { matched } = reference(catalogue, terms, FILTERS[0] as IndexFilter);
      const match = index.match(terms);
      expect([...match.ords]).toEqual(matched.map((m) => m.ord));
      expect([...match.points]).toEqual(matched.map((m) => m.points));
    }
  });

  it('pages by relevance and in every stored order, refined by brands and categories, as a full sort would', () => {
    let compared = 0;
    for (const terms of QUERIES)
      for (const filter of FILTERS) {
        const expected = reference(catalogue, terms, filter);
        const match = index.match(terms);
        for (const [page, size] of PAGES) {
          const slice = (ords: number[]) => names(ords.slice(page * size, page * size + size));
          expect(index.pageByRelevance(match, page * size, size, filter)).toEqual(
            slice(expected.byRelevance),
          );
          for (const order of ORDERS)
            expect(index.pageByRank(match, order, page * size, size, filter)).toEqual(
              slice(expected.byRank(order)),
            );
          compared += expected.byRelevance.length > 0 ? 1 : 0;
        }
      }
    expect(compared).toBeGreaterThan(200);
  });

  it('finds the first documents by relevance without the match, as a page of the match has them, or gives up', () => {
    let compared = 0;
    for (const terms of QUERIES)
      for (const k of [1, 5, 24]) {
        const top = index.topByRelevance(terms, k, Number.POSITIVE_INFINITY);
        if (terms.length === 0) {
          expect(top).toBeNull();
          continue;
        }
        const expected = reference(catalogue, terms, FILTERS[0] as IndexFilter).byRelevance.slice(0, k);
        expect({ terms, k, top }).toEqual({ terms, k, top: expected });
        compared += expected.length > 0 ? 1 : 0;
      }
    expect(compared).toBeGreaterThan(20);
    // a broad word stops at once: its first documents already have every word in the name
    expect(index.topByRelevance([['w7', 'w7a', 'w7b', 'w6']], 5, 200)).toEqual(
      reference(catalogue, [['w7', 'w7a', 'w7b', 'w6']], FILTERS[0] as IndexFilter).byRelevance.slice(0, 5),
    );
    // past its budget of candidates it gives up (the caller makes the match)
    expect(index.topByRelevance([['w5'], ['w6'], ['w7']], 5, 3)).toBeNull();
  });

  it('pages in an order where the match sits together at its far end, or at its start', () => {
    // the documents holding w3 (3 %) get the highest prices: walking the price order meets them last
    const clustered = randomCatalogue(6000, 11);
    const held = new Set([...(clustered.postings.get('w3') as Int32Array)].map((value) => value >> 2));
    const byPrice = clustered.partNumbers
      .map((_, ord) => ord)
      .sort((a, b) => Number(held.has(a)) - Number(held.has(b)) || a - b);
    const rank = new Int32Array(byPrice.length);
    byPrice.forEach((ord, place) => (rank[ord] = place));
    clustered.ranks.usd_asc = rank;
    clustered.ranks.usd_desc = rank.map((place) => byPrice.length - 1 - place);
    const clusteredIndex = PostingIndex.fromColumns(clustered);
    let compared = 0;
    for (const terms of [[['w3']], [['w3', 'w0']], [['w3'], ['w6']], [['w3a']]])
      for (const filter of FILTERS) {
        const expected = reference(clustered, terms, filter);
        const match = clusteredIndex.match(terms);
        for (const [page, size] of PAGES)
          for (const order of ['usd_asc', 'usd_desc'] as const) {
            const slice = expected.byRank(order).slice(page * size, page * size + size);
            expect(clusteredIndex.pageByRank(match, order, page * size, size, filter)).toEqual(
              slice.map((ord) => clustered.partNumbers[ord] as string),
            );
            compared += slice.length > 0 ? 1 : 0;
          }
      }
    expect(compared).toBeGreaterThan(40);
  });

  it('facet counts per (leaf, brand) add up to the match, documents without a leaf left out', () => {
    const match = index.match([['w6']]);
    const grouping = index.grouping(match.ords);
    const placed = [...match.ords].filter((ord) => (catalogue.levels[4] as Int32Array)[ord] !== -1);
    expect(grouping.reduce((n, g) => n + g.n, 0)).toBe(placed.length);
    const brand3 = placed.filter((ord) => catalogue.brands[ord] === 3).length;
    expect(grouping.filter((g) => g.brand === 3).reduce((n, g) => n + g.n, 0)).toBe(brand3);
  });

  it('reports what it holds in typed arrays', () => {
    const footprint = index.footprint();
    expect(footprint.documents).toBe(6000);
    expect(footprint.lexemes).toBe(24);
    expect(footprint.typedArrayBytes).toBeGreaterThan(footprint.postings * 4);
  });
});
