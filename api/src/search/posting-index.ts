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

export class PostingIndex {
  /** per order: document → place, and place → document */
  private readonly ranks: Record<RankOrder, { rank: Int32Array; byRank: Int32Array }>;
  /** scratch space of one query (the index is used by one request at a time: every call below is synchronous) */
  private readonly scratch: Int8Array;
  /** each document's (leaf category, brand) pair, numbered, and the pairs: facets count per pair */
  private readonly pairOf: Int32Array;
  private readonly pairs: { leaf: number; brand: number | null }[] = [];
  private readonly pairCounts: Int32Array;

  private constructor(
    readonly version: string,
    readonly size: number,
    readonly partNumbers: string[],
    /** category search_no per level (-1 = none) */
    readonly levels: Int32Array[],
    /** brand id (-1 = none) */
    readonly brands: Int32Array,
    ranks: Record<RankOrder, Int32Array>,
    private readonly postings: Map<string, Int32Array>,
    readonly lexicon: { sorted: string[]; known: Set<string> },
  ) {
    this.scratch = new Int8Array(size);
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
    const sorted = lexemes.map((l) => l.lexeme).sort();
    return new PostingIndex(version, size, partNumbers, levels, brands, ranks, postings, {
      sorted,
      known: new Set(sorted),
    });
  }

  /**
   * The documents holding, for every term, at least one of its lexemes (every document for no terms), and their
   * relevance: per term the points of the best weight among its lexemes in the document, summed.
   */
  match(terms: readonly (readonly string[])[]): IndexMatch {
    if (terms.length === 0) {
      const ords = new Int32Array(this.size);
      for (let i = 0; i < this.size; i++) ords[i] = i;
      return { ords, points: new Int32Array(this.size) };
    }
    const lists = terms.map((lexemes) => lexemes.map((l) => this.postings.get(l) ?? new Int32Array(0)));
    const volume = (list: Int32Array[]) => list.reduce((n, p) => n + p.length, 0);
    // narrowest term first: the candidates only shrink
    const order = lists.map((list, i) => ({ i, n: volume(list) })).sort((a, b) => a.n - b.n);
    if (order[0]?.n === 0) return { ords: new Int32Array(0), points: new Int32Array(0) };
    let ords: Int32Array = new Int32Array(0);
    let points: Int32Array = new Int32Array(0);
    order.forEach(({ i }, step) => {
      const best = this.scratch;
      const touched = this.markBest(lists[i] as Int32Array[]);
      if (step === 0) {
        // one posting list is in ord order already; a union of several is not
        if ((lists[i] as Int32Array[]).length > 1) touched.sort();
        ords = touched;
        points = new Int32Array(touched.length);
        for (let k = 0; k < touched.length; k++)
          points[k] = WEIGHT_POINTS[(best[touched[k] as number] as number) - 1] as number;
      } else {
        let kept = 0;
        for (let k = 0; k < ords.length; k++) {
          const ord = ords[k] as number;
          const code = best[ord] as number;
          if (code === 0) continue;
          ords[kept] = ord;
          points[kept] = (points[k] as number) + (WEIGHT_POINTS[code - 1] as number);
          kept += 1;
        }
        ords = ords.subarray(0, kept);
        points = points.subarray(0, kept);
      }
      for (let k = 0; k < touched.length; k++) best[touched[k] as number] = 0;
    });
    return { ords, points };
  }

  /** Writes each document's best weight code + 1 over these postings into the scratch; returns the documents. */
  private markBest(lists: Int32Array[]): Int32Array {
    const best = this.scratch;
    let total = 0;
    for (const list of lists) total += list.length;
    const touched = new Int32Array(total);
    let n = 0;
    for (const list of lists) {
      for (let k = 0; k < list.length; k++) {
        const value = list[k] as number;
        const ord = value >> 2;
        const code = (value & 3) + 1;
        const seen = best[ord] as number;
        if (seen === 0) touched[n++] = ord;
        if (code > seen) best[ord] = code;
      }
    }
    return touched.subarray(0, n);
  }

  /** The match set narrowed to brands (any of; empty = all) and a category (level and search_no; null = all). */
  refine(
    match: IndexMatch,
    brandIds: readonly number[],
    category: { level: number; no: number } | null,
  ): IndexMatch {
    if (brandIds.length === 0 && !category) return match;
    const brandSet = new Set(brandIds);
    const column = category ? (this.levels[category.level] as Int32Array) : null;
    const ords = new Int32Array(match.ords.length);
    const points = new Int32Array(match.ords.length);
    let n = 0;
    for (let k = 0; k < match.ords.length; k++) {
      const ord = match.ords[k] as number;
      if (brandSet.size > 0 && !brandSet.has(this.brands[ord] as number)) continue;
      if (column && column[ord] !== category?.no) continue;
      ords[n] = ord;
      points[n] = match.points[k] as number;
      n += 1;
    }
    return { ords: ords.subarray(0, n), points: points.subarray(0, n) };
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
      out.push({ ...(this.pairs[pair] as { leaf: number; brand: number | null }), n });
      counts[pair] = 0;
    }
    return out;
  }

  /** Documents offset..offset+count of the match by relevance (points desc, then ord). */
  pageByRelevance(match: IndexMatch, offset: number, count: number): string[] {
    const { ords, points } = match;
    let max = 0;
    for (let k = 0; k < points.length; k++) if ((points[k] as number) > max) max = points[k] as number;
    // counting sort on the points, stable: within equal points the ord order stays
    const starts = new Int32Array(max + 2);
    for (let k = 0; k < points.length; k++) starts[max - (points[k] as number) + 1]! += 1;
    for (let s = 1; s < starts.length; s++) starts[s]! += starts[s - 1] as number;
    const end = Math.min(offset + count, ords.length);
    const out: string[] = [];
    if (offset >= end) return out;
    const sorted = new Int32Array(ords.length);
    for (let k = 0; k < ords.length; k++) sorted[starts[max - (points[k] as number)]!++] = ords[k] as number;
    for (let k = offset; k < end; k++) out.push(this.partNumbers[sorted[k] as number] as string);
    return out;
  }

  /** Documents offset..offset+count of the match in one of the database-computed orders. */
  pageByRank(match: IndexMatch, order: RankOrder, offset: number, count: number): string[] {
    const { rank, byRank } = this.ranks[order];
    const { ords } = match;
    const end = Math.min(offset + count, ords.length);
    const out: string[] = [];
    if (offset >= end) return out;
    if (ords.length * 16 < this.size) {
      const places = new Int32Array(ords.length);
      for (let k = 0; k < ords.length; k++) places[k] = rank[ords[k] as number] as number;
      places.sort();
      for (let k = offset; k < end; k++)
        out.push(this.partNumbers[byRank[places[k] as number] as number] as string);
      return out;
    }
    // a large share of the catalogue: walk the order and keep the members (about 16 × end steps at most)
    const member = this.scratch;
    for (let k = 0; k < ords.length; k++) member[ords[k] as number] = 1;
    let seen = 0;
    for (let place = 0; place < this.size && seen < end; place++) {
      const ord = byRank[place] as number;
      if (member[ord] !== 1) continue;
      if (seen >= offset) out.push(this.partNumbers[ord] as string);
      seen += 1;
    }
    for (let k = 0; k < ords.length; k++) member[ords[k] as number] = 0;
    return out;
  }
}
