// The serving index held in memory: what a bitmap heap scan of every match costs per query in SQL (hundreds of ms
// for a two-word query at 200,000 parts) costs microseconds here. Everything in it is computed by PostgreSQL at
// rebuild time (rebuildSearchData): the lexemes come from the tsvectors (the 'english' parser and stemmer), each
// document's place in every order comes from the database's own collation (migration 0009), so the answers equal
// the SQL statements' (search.test.ts compares both). It belongs to one built catalogue version; a newer version
// makes it stale and the engine answers with SQL until the next rebuild has been loaded.
//
// Documents are numbered by `ord` (popularity desc, part number): relevance ties and the empty query follow it.
// A posting is ord * 4 + the lexeme's best weight in the document (3 = A … 0 = D). Everything is read at load (in the
// background, before the index answers anything): no request waits for a posting list.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';

/** Relevance points per weight code (D, C, B, A): PostgreSQL's default ts_rank weights {0.1, 0.2, 0.4, 1.0} × 10. */
export const WEIGHT_POINTS = [1, 2, 4, 10] as const;
/** The same points per weight letter, for the SQL form of the relevance (postgres-product-search.ts). */
export const WEIGHT_LETTER_POINTS = [
  ['A', 10],
  ['B', 4],
  ['C', 2],
] as const satisfies readonly (readonly [string, number])[];

export type RankOrder = 'name_asc' | 'name_desc' | 'usd_asc' | 'usd_desc' | 'cad_asc' | 'cad_desc';
const RANK_ORDERS: readonly RankOrder[] = [
  'name_asc',
  'name_desc',
  'usd_asc',
  'usd_desc',
  'cad_asc',
  'cad_desc',
];

/** The documents a query matches, in ord order, with their relevance points. */
export interface IndexMatch {
  ords: Int32Array;
  points: Int32Array;
}

interface DocumentRow extends Record<string, unknown> {
  ord: number;
  part_number: string;
  l0: number | null;
  l1: number | null;
  l2: number | null;
  l3: number | null;
  l4: number | null;
  brand_id: number | null;
  name_asc_rank: number;
  name_desc_rank: number;
  usd_asc_rank: number;
  usd_desc_rank: number;
  cad_asc_rank: number;
  cad_desc_rank: number;
}

/** A refinement the pages apply while they walk a match (brands: any of, empty = all; category: level and search_no). */
export interface IndexFilter {
  brands: readonly number[];
  category: { level: number; no: number } | null;
}

/** The columns a PostingIndex is made of (as loaded from the build, or made by a test). */
export interface IndexColumns {
  version: string;
  partNumbers: string[];
  /** category search_no per level (-1 = none), levels 0..4 */
  levels: Int32Array[];
  /** brand id (-1 = none) */
  brands: Int32Array;
  ranks: Record<RankOrder, Int32Array>;
  /** per lexeme, its postings (ord * 4 + weight code) in ord order */
  postings: Map<string, Int32Array>;
}

/** What one loaded index holds: typed arrays (outside the JavaScript heap) and the heap objects counted. */
export interface IndexFootprint {
  documents: number;
  lexemes: number;
  postings: number;
  /** bytes of every typed array the index holds (postings, orders, facet keys, scratch) */
  typedArrayBytes: number;
}

/** Points of a query are at most 10 per word and a query has at most 12 words (query.ts): the histogram's size. */
const MAX_POINTS = 10 * 12;
const NO_FILTER: IndexFilter = { brands: [], category: null };

export class PostingIndex {
  readonly version: string;
  readonly size: number;
  readonly partNumbers: string[];
  readonly levels: Int32Array[];
  readonly brands: Int32Array;
  readonly lexicon: { sorted: string[]; known: Set<string> };
  private readonly postings: Map<string, Int32Array>;
  /** per order: document → place, and place → document */
  private readonly ranks: Record<RankOrder, { rank: Int32Array; byRank: Int32Array }>;
  /**
   * Scratch space of one query: `code[ord]` (best weight code + 1) is valid while `stamp[ord]` is the current epoch,
   * so nothing is ever cleared after use. The index is used by one request at a time (every call is synchronous).
   */
  private readonly code: Int8Array;
  private readonly stamp: Uint32Array;
  /** scratch of ordsByRank: the members' places in an order (made on first use) */
  private places: Int32Array | null = null;
  /** ordsByRank counts the members per run of 2^runShift places (about 4,096 runs) */
  private readonly runShift: number;
  private epoch = 0;
  /** each document's (leaf category, brand) pair, numbered, and the pairs: facets count per pair */
  private readonly pairOf: Int32Array;
  private readonly pairs: { leaf: number; brand: number | null }[] = [];
  private readonly pairCounts: Int32Array;
  /** the match of the empty query (every document, no points), made once */
  private everything: IndexMatch | null = null;

  private constructor(columns: IndexColumns) {
    const { levels, brands, ranks } = columns;
    const size = columns.partNumbers.length;
    this.version = columns.version;
    this.size = size;
    this.partNumbers = columns.partNumbers;
    this.levels = levels;
    this.brands = brands;
    this.postings = columns.postings;
    const sorted = [...columns.postings.keys()].sort();
    this.lexicon = { sorted, known: new Set(sorted) };
    this.code = new Int8Array(size);
    this.stamp = new Uint32Array(size);
    this.runShift = Math.max(0, Math.ceil(Math.log2(size + 1)) - 12);
    this.pairOf = new Int32Array(size);
    const pairNumbers = new Map<number, number>();
    const leaves = levels[4] as Int32Array;
    for (let ord = 0; ord < size; ord++) {
      const leaf = leaves[ord] as number;
      if (leaf < 0) {
        this.pairOf[ord] = -1;
        continue;
      }
      const brand = brands[ord] as number;
      const key = leaf * 65_536 + brand + 1;
      let pair = pairNumbers.get(key);
      if (pair === undefined) {
        pair = this.pairs.length;
        pairNumbers.set(key, pair);
        this.pairs.push({ leaf, brand: brand < 0 ? null : brand });
      }
      this.pairOf[ord] = pair;
    }
    this.pairCounts = new Int32Array(this.pairs.length);
    const entries = RANK_ORDERS.map((order) => {
      const rank = ranks[order];
      const byRank = new Int32Array(size);
      for (let ord = 0; ord < size; ord++) byRank[rank[ord] as number] = ord;
      return [order, { rank, byRank }] as const;
    });
    this.ranks = Object.fromEntries(entries) as PostingIndex['ranks'];
  }

  /** An index over columns made elsewhere (tests; `load` reads them from the build). */
  static fromColumns(columns: IndexColumns): PostingIndex {
    return new PostingIndex(columns);
  }

  /**
   * Loads the documents and the lexicon of the build `version`; null when that version is no longer the built one
   * (a rebuild or a catalogue change came in between) or the rows are not numbered.
   */
  static async load(db: Executor, version: string): Promise<PostingIndex | null> {
    const built = sql`exists (select 1 from search_data_version v where v.id = 1 and v.version = ${version}::bigint
                              and v.built_version = v.version)`;
    const docs = await queryRows<DocumentRow>(
      db,
      sql`select ord, part_number, l0, l1, l2, l3, l4, brand_id, name_asc_rank, name_desc_rank, usd_asc_rank,
                 usd_desc_rank, cad_asc_rank, cad_desc_rank
            from product_search where ${built} and ord is not null order by ord`,
    );
    const lexemes = await queryRows<{ lexeme: string; postings: number[] }>(
      db,
      sql`select lexeme, postings from search_postings where ${built}`,
    );
    const size = docs.length;
    if (size === 0 || lexemes.length === 0 || Number(docs[size - 1]?.ord) !== size - 1) return null;
    const postings = new Map(lexemes.map((l) => [l.lexeme, Int32Array.from(l.postings)]));
    const levels = [0, 1, 2, 3, 4].map(() => new Int32Array(size));
    const brands = new Int32Array(size);
    const ranks = Object.fromEntries(RANK_ORDERS.map((o) => [o, new Int32Array(size)])) as Record<
      RankOrder,
      Int32Array
    >;
    const partNumbers: string[] = new Array<string>(size);
    for (let ord = 0; ord < size; ord++) {
      const row = docs[ord] as DocumentRow;
      partNumbers[ord] = row.part_number;
      const cells = [row.l0, row.l1, row.l2, row.l3, row.l4];
      for (let n = 0; n < 5; n++) (levels[n] as Int32Array)[ord] = cells[n] === null ? -1 : Number(cells[n]);
      brands[ord] = row.brand_id === null ? -1 : Number(row.brand_id);
      for (const order of RANK_ORDERS) ranks[order][ord] = Number(row[`${order}_rank`]);
    }
    return new PostingIndex({ version, partNumbers, levels, brands, ranks, postings });
  }

  /** What this index holds in typed arrays (the bench reports it beside the heap it measures). */
  footprint(): IndexFootprint {
    let postings = 0;
    for (const list of this.postings.values()) postings += list.length;
    const perDocument =
      4 * (5 + 1 + 2 * RANK_ORDERS.length + 1 + 1 + 1) /* levels, brand, ranks, pair, stamp, places */ +
      1; /* code */
    return {
      documents: this.size,
      lexemes: this.postings.size,
      postings,
      typedArrayBytes: postings * 4 + this.size * perDocument + this.pairCounts.length * 4,
    };
  }

  /** A fresh epoch of the scratch (every code of an older epoch reads as unset). */
  private nextEpoch(): number {
    this.epoch = (this.epoch + 1) >>> 0;
    if (this.epoch === 0) {
      this.stamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }

  /**
   * The documents holding, for every term, at least one of its lexemes (every document for no terms), and their
   * relevance: per term the points of the best weight among its lexemes in the document, summed.
   * Narrowest term first; each further term is either marked (cost: its postings) or, when the candidates are far
   * fewer than its postings, looked up per candidate by galloping search (cost: candidates × log postings), so a
   * rare word beside a common one ("directional control valve") never walks the common word's postings.
   */
  match(terms: readonly (readonly string[])[]): IndexMatch {
    if (terms.length === 0) {
      if (!this.everything) {
        const ords = new Int32Array(this.size);
        for (let i = 0; i < this.size; i++) ords[i] = i;
        this.everything = { ords, points: new Int32Array(this.size) };
      }
      return this.everything;
    }
    const lists = terms.map((lexemes) =>
      lexemes
        .map((l) => this.postings.get(l))
        .filter((p): p is Int32Array => p !== undefined && p.length > 0),
    );
    const volume = (list: Int32Array[]) => list.reduce((n, p) => n + p.length, 0);
    const order = lists.map((list, i) => ({ i, n: volume(list) })).sort((a, b) => a.n - b.n);
    if (!order[0] || order[0].n === 0) return { ords: new Int32Array(0), points: new Int32Array(0) };
    let { ords, points } = this.firstTerm(lists[order[0].i] as Int32Array[], order[0].n);
    for (let step = 1; step < order.length && ords.length > 0; step++) {
      const { i, n } = order[step] as { i: number; n: number };
      const termLists = lists[i] as Int32Array[];
      const kept =
        ords.length * termLists.length * 8 < n
          ? this.narrowBySearch(ords, points, termLists)
          : this.narrowByMarks(ords, points, termLists);
      ords = ords.subarray(0, kept);
      points = points.subarray(0, kept);
    }
    return { ords, points };
  }

  /**
   * The first `k` documents of the match by relevance (ordsByRelevance(match(terms), 0, k)) without making the
   * match: the narrowest term's documents are merged from its lexemes' postings in ord order, each looked up in the
   * other terms' postings by galloping search, and the walk stops as soon as `k` documents have the most points a
   * document can have (every word in a name: at once for a broad prefix). Null when the walk meets more than
   * `budget` candidates first (then making the match costs less): autocomplete's five suggestions.
   */
  topByRelevance(terms: readonly (readonly string[])[], k: number, budget: number): number[] | null {
    if (terms.length === 0 || k <= 0) return null;
    const lists = terms.map((lexemes) =>
      lexemes
        .map((l) => this.postings.get(l))
        .filter((p): p is Int32Array => p !== undefined && p.length > 0),
    );
    if (lists.some((list) => list.length === 0)) return [];
    const volume = (list: Int32Array[]) => list.reduce((n, p) => n + p.length, 0);
    const order = lists.map((list, i) => ({ i, n: volume(list) })).sort((a, b) => a.n - b.n);
    const first = lists[(order[0] as { i: number }).i] as Int32Array[];
    const others = order.slice(1).map(({ i }) => lists[i] as Int32Array[]);
    const heads = new Int32Array(first.length);
    const cursors = others.map((termLists) => new Int32Array(termLists.length));
    const most = 10 * terms.length;
    const top: { ord: number; points: number }[] = [];
    let met = 0;
    for (;;) {
      // the next document of the narrowest term, and its best weight there
      let ord = 2 ** 31 - 1;
      for (let l = 0; l < first.length; l++) {
        const list = first[l] as Int32Array;
        const at = heads[l] as number;
        if (at < list.length && (list[at] as number) >> 2 < ord) ord = (list[at] as number) >> 2;
      }
      if (ord === 2 ** 31 - 1) break;
      let code = 0;
      for (let l = 0; l < first.length; l++) {
        const list = first[l] as Int32Array;
        const at = heads[l] as number;
        if (at < list.length && (list[at] as number) >> 2 === ord) {
          code = Math.max(code, ((list[at] as number) & 3) + 1);
          heads[l] = at + 1;
        }
      }
      if (++met > budget) return null;
      let points = WEIGHT_POINTS[code - 1] as number;
      for (let t = 0; t < others.length && points > 0; t++) {
        const termLists = others[t] as Int32Array[];
        const termCursors = cursors[t] as Int32Array;
        let best = 0;
        for (let l = 0; l < termLists.length; l++) {
          const list = termLists[l] as Int32Array;
          const at = gallop(list, ord * 4, termCursors[l] as number);
          termCursors[l] = at;
          if (at < list.length && (list[at] as number) >> 2 === ord)
            best = Math.max(best, ((list[at] as number) & 3) + 1);
        }
        points = best === 0 ? 0 : points + (WEIGHT_POINTS[best - 1] as number);
      }
      if (points === 0) continue;
      // documents come in ord order: one enters only with more points than the last kept (ties keep the earlier)
      if (top.length === k && points <= (top[k - 1] as { points: number }).points) continue;
      let place = top.length;
      while (place > 0 && (top[place - 1] as { points: number }).points < points) place -= 1;
      top.splice(place, 0, { ord, points });
      if (top.length > k) top.pop();
      if (top.length === k && (top[k - 1] as { points: number }).points >= most) break;
    }
    return top.map((d) => d.ord);
  }

  /** The documents of one term (a union of its lexemes' postings) in ord order, with the term's points. */
  private firstTerm(lists: Int32Array[], total: number): IndexMatch {
    if (lists.length === 1) {
      const list = lists[0] as Int32Array;
      const ords = new Int32Array(list.length);
      const points = new Int32Array(list.length);
      for (let k = 0; k < list.length; k++) {
        const value = list[k] as number;
        ords[k] = value >> 2;
        points[k] = WEIGHT_POINTS[value & 3] as number;
      }
      return { ords, points };
    }
    const epoch = this.mark(lists);
    const { code, stamp } = this;
    let n = 0;
    let ords: Int32Array;
    if (total * 16 >= this.size) {
      // a large union: one pass over the documents in ord order instead of sorting the union
      ords = new Int32Array(Math.min(total, this.size));
      for (let ord = 0; ord < this.size; ord++) if (stamp[ord] === epoch) ords[n++] = ord;
    } else {
      ords = new Int32Array(total);
      for (const list of lists)
        for (let k = 0; k < list.length; k++) {
          const ord = (list[k] as number) >> 2;
          // the first time this document is met: it is marked with a code, which is then made negative
          if ((code[ord] as number) > 0) {
            ords[n++] = ord;
            code[ord] = -(code[ord] as number);
          }
        }
      ords = ords.subarray(0, n).sort();
      for (let k = 0; k < n; k++) code[ords[k] as number] = -(code[ords[k] as number] as number);
    }
    ords = ords.subarray(0, n);
    const points = new Int32Array(n);
    for (let k = 0; k < n; k++) points[k] = WEIGHT_POINTS[(code[ords[k] as number] as number) - 1] as number;
    return { ords, points };
  }

  /** Marks each document's best weight code + 1 over these postings in the scratch (a new epoch); returns it. */
  private mark(lists: Int32Array[]): number {
    const epoch = this.nextEpoch();
    const { code, stamp } = this;
    for (const list of lists) {
      for (let k = 0; k < list.length; k++) {
        const value = list[k] as number;
        const ord = value >> 2;
        const c = (value & 3) + 1;
        if (stamp[ord] !== epoch) {
          stamp[ord] = epoch;
          code[ord] = c;
        } else if (c > (code[ord] as number)) code[ord] = c;
      }
    }
    return epoch;
  }

  /** Keeps the candidates holding one of the lists' lexemes, adding its points; returns how many are kept. */
  private narrowByMarks(ords: Int32Array, points: Int32Array, lists: Int32Array[]): number {
    const epoch = this.mark(lists);
    const { code, stamp } = this;
    let kept = 0;
    for (let k = 0; k < ords.length; k++) {
      const ord = ords[k] as number;
      if (stamp[ord] !== epoch) continue;
      ords[kept] = ord;
      points[kept] = (points[k] as number) + (WEIGHT_POINTS[(code[ord] as number) - 1] as number);
      kept += 1;
    }
    return kept;
  }

  /** The same by galloping search of each (ascending) candidate in each list, from where the last one stopped. */
  private narrowBySearch(ords: Int32Array, points: Int32Array, lists: Int32Array[]): number {
    const cursors = new Int32Array(lists.length);
    let kept = 0;
    for (let k = 0; k < ords.length; k++) {
      const ord = ords[k] as number;
      const low = ord * 4;
      let best = 0;
      for (let l = 0; l < lists.length; l++) {
        const list = lists[l] as Int32Array;
        const at = gallop(list, low, cursors[l] as number);
        cursors[l] = at;
        if (at < list.length && (list[at] as number) >> 2 === ord) {
          const c = ((list[at] as number) & 3) + 1;
          if (c > best) best = c;
        }
      }
      if (best === 0) continue;
      ords[kept] = ord;
      points[kept] = (points[k] as number) + (WEIGHT_POINTS[best - 1] as number);
      kept += 1;
    }
    return kept;
  }

  /** count of matching documents per (leaf category, brand): the facets' source (documents without a leaf left out) */
  grouping(ords: Int32Array): { leaf: number; brand: number | null; n: number }[] {
    const counts = this.pairCounts;
    for (let k = 0; k < ords.length; k++) {
      const pair = this.pairOf[ords[k] as number] as number;
      if (pair >= 0) counts[pair]! += 1;
    }
    const out: { leaf: number; brand: number | null; n: number }[] = [];
    for (let pair = 0; pair < counts.length; pair++) {
      const n = counts[pair] as number;
      if (n === 0) continue;
      // an object literal of a fixed shape (a spread of the pair costs a microsecond each, thousands of pairs a query)
      const { leaf, brand } = this.pairs[pair] as { leaf: number; brand: number | null };
      out.push({ leaf, brand, n });
      counts[pair] = 0;
    }
    return out;
  }

  /** The filter as a brand mask (brand id + 1 → 1; null = any brand) and a category column (null = any). */
  private accepts(filter: IndexFilter): { mask: Uint8Array | null; column: Int32Array | null; no: number } {
    let mask: Uint8Array | null = null;
    if (filter.brands.length > 0) {
      mask = new Uint8Array(Math.max(...filter.brands) + 2);
      for (const b of filter.brands) if (b >= 0) mask[b + 1] = 1;
    }
    const column = filter.category ? (this.levels[filter.category.level] as Int32Array) : null;
    return { mask, column, no: filter.category?.no ?? 0 };
  }

  /**
   * Documents offset..offset+count of the match, refined by the filter, by relevance (points desc, then ord).
   * Top-k without sorting the match: a histogram of the points gives the lowest points the page reaches, then one
   * walk in ord order keeps only the documents the page needs, and stops as soon as it has them (at once for a broad
   * word, whose best-scored documents are many). Nothing the size of the match is allocated.
   */
  pageByRelevance(
    match: IndexMatch,
    offset: number,
    count: number,
    filter: IndexFilter = NO_FILTER,
  ): string[] {
    return this.partNumbersOf(this.ordsByRelevance(match, offset, count, filter));
  }

  /** The part numbers of these documents. */
  partNumbersOf(ords: readonly number[]): string[] {
    return ords.map((ord) => this.partNumbers[ord] as string);
  }

  /** pageByRelevance's documents (their numbers, ord). */
  ordsByRelevance(
    match: IndexMatch,
    offset: number,
    count: number,
    filter: IndexFilter = NO_FILTER,
  ): number[] {
    const { ords, points } = match;
    const { mask, column, no } = this.accepts(filter);
    const brands = this.brands;
    const end = offset + count;
    const histogram = new Int32Array(MAX_POINTS + 1);
    let total = 0;
    for (let k = 0; k < ords.length; k++) {
      const ord = ords[k] as number;
      if (mask !== null && mask[(brands[ord] as number) + 1] !== 1) continue;
      if (column !== null && column[ord] !== no) continue;
      histogram[Math.min(points[k] as number, MAX_POINTS)]! += 1;
      total += 1;
    }
    if (offset >= total || count <= 0) return [];
    const wanted = Math.min(end, total);
    // the lowest points the page reaches, and how many documents of those points it takes
    let floor = MAX_POINTS;
    let above = 0;
    while (above + (histogram[floor] as number) < wanted) above += histogram[floor--] as number;
    const atFloor = wanted - above;
    const buckets: number[][] = [];
    let taken = 0;
    let takenAtFloor = 0;
    for (let k = 0; k < ords.length && taken < wanted; k++) {
      const p = Math.min(points[k] as number, MAX_POINTS);
      if (p < floor || (p === floor && takenAtFloor === atFloor)) continue;
      const ord = ords[k] as number;
      if (mask !== null && mask[(brands[ord] as number) + 1] !== 1) continue;
      if (column !== null && column[ord] !== no) continue;
      (buckets[p] ??= []).push(ord);
      if (p === floor) takenAtFloor += 1;
      taken += 1;
    }
    const out: number[] = [];
    let place = 0;
    for (let p = MAX_POINTS; p >= floor && place < end; p--) {
      for (const ord of buckets[p] ?? []) {
        if (place >= offset && place < end) out.push(ord);
        place += 1;
      }
    }
    return out;
  }

  /**
   * Documents offset..offset+count of the match, refined by the filter, in one of the database-computed orders.
   * One pass over the match notes each member's place in the order and counts the members per run of places; the
   * run holding the page's end gives the place below which the page lies, and only the members below it (the page
   * and at most one run more) are sorted. The cost is one pass over the match whatever the order: a walk of the
   * stored order met the members late when they sit together at its far end (a part type's names start alike, its
   * prices are alike), and sorting every member cost members × log(members).
   */
  pageByRank(
    match: IndexMatch,
    order: RankOrder,
    offset: number,
    count: number,
    filter: IndexFilter = NO_FILTER,
  ): string[] {
    return this.partNumbersOf(this.ordsByRank(match, order, offset, count, filter));
  }

  /** pageByRank's documents (their numbers, ord). */
  ordsByRank(
    match: IndexMatch,
    order: RankOrder,
    offset: number,
    count: number,
    filter: IndexFilter = NO_FILTER,
  ): number[] {
    const { rank, byRank } = this.ranks[order];
    const { ords } = match;
    const { mask, column, no } = this.accepts(filter);
    const brands = this.brands;
    const shift = this.runShift;
    const runs = new Int32Array((this.size >> shift) + 1);
    const places = (this.places ??= new Int32Array(this.size));
    let members = 0;
    for (let k = 0; k < ords.length; k++) {
      const ord = ords[k] as number;
      if (mask !== null && mask[(brands[ord] as number) + 1] !== 1) continue;
      if (column !== null && column[ord] !== no) continue;
      const place = rank[ord] as number;
      places[members++] = place;
      runs[place >> shift]! += 1;
    }
    const end = Math.min(offset + count, members);
    const out: number[] = [];
    if (offset >= end) return out;
    let run = 0;
    let before = 0;
    while (before + (runs[run] as number) < end) before += runs[run++] as number;
    const limit = (run + 1) << shift;
    let kept = 0;
    for (let k = 0; k < members; k++) {
      const place = places[k] as number;
      if (place < limit) places[kept++] = place;
    }
    const page = places.subarray(0, kept).sort();
    for (let k = offset; k < end; k++) out.push(byRank[page[k] as number] as number);
    return out;
  }
}

/** First position at or after `from` whose posting is >= `value` (exponential then binary search). */
function gallop(list: Int32Array, value: number, from: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < list.length && (list[hi] as number) < value) {
    lo = hi + 1;
    hi = from + step;
    step *= 2;
  }
  if (hi > list.length) hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
