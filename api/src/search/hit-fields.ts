// What a search result tile shows of a product, held in memory for one built catalogue version, beside the posting
// index: a page of hits then costs one read of the narrow product_stock table instead of 24 scattered reads of the
// wide products table (migration 0010). Every field here moves the catalogue version when it changes (the version
// trigger), so a copy of version N is exact for as long as N is current; stock is never copied.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import type { StockMemory } from './stock-memory.js';

/** What a tile shows of a product besides its price and stock. */
interface TileFields {
  part_number: string;
  name: string;
  description: string;
  brand_name: string | null;
  image_url: string | null;
  uom: string;
  category_id: string | null;
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  prop65_number: string | null;
}

/** A product's row as the hit statement returns it (postgres-product-search.ts): the shape both paths build hits from. */
export interface HitRow extends TileFields, Record<string, unknown> {
  price: number | null;
  qty_on_hand: number;
}

/** What the copy keeps of a product: no stock, both prices. */
export interface FieldRow extends TileFields, Record<string, unknown> {
  price_usd: number | null;
  price_cad: number | null;
}

/** documents read per statement */
const LOAD_SLICE = 20_000;

type Levels = readonly [string | null, string | null, string | null, string | null, string | null];

/** One shared copy of each repeated value (brands, units, category paths recur across thousands of products). */
function interner<T>(key: (value: T) => string) {
  const seen = new Map<string, T>();
  return (value: T): T => {
    const k = key(value);
    const kept = seen.get(k);
    if (kept !== undefined) return kept;
    seen.set(k, value);
    return value;
  };
}

export class HitFields {
  private readonly byPartNumber: Map<string, FieldRow>;

  /**
   * `byOrd`: the same rows by the document number of the index of the same build (a page of the index reads its
   * rows from this array: a lookup in a million-entry map of part numbers cost about as much as the rest of a tile)
   */
  private constructor(
    readonly version: string,
    private readonly byOrd: FieldRow[],
  ) {
    this.byPartNumber = new Map(byOrd.map((row) => [row.part_number, row]));
  }

  get size(): number {
    return this.byPartNumber.size;
  }

  /**
   * Reads the fields of the `size` documents of the serving index of build `version`; null when that version is no
   * longer the built one (a catalogue change came in between: each statement checks it in its own snapshot, so the
   * slices all belong to one version). Read in slices: on PGlite a statement holds the API's thread while it runs.
   * `stock`: remembers each document's stock too (product_stock and its change counter, read in the same
   * statements), unless it changes meanwhile (the memory's ticket and counter).
   */
  static async load(
    db: Executor,
    version: string,
    size: number,
    slice = LOAD_SLICE,
    stock: StockMemory | null = null,
  ): Promise<HitFields | null> {
    const rows: (FieldRow & { ord: number })[] = [];
    for (let from = 0; from < size; from += slice) {
      const before = stock?.ticket() ?? 0;
      const rowsOfSlice = await queryRows<
        FieldRow & { ord: number; qty_on_hand?: number | null; stock_version?: string }
      >(
        db,
        sql`select s.ord, p.part_number, p.name, p.description, p.brand_name, p.image_url, p.price_usd::float8 as price_usd,
                   p.price_cad::float8 as price_cad, p.uom, p.category_id, p.lvl0, p.lvl1, p.lvl2, p.lvl3, p.lvl4,
                   p.prop65_number${
                     stock
                       ? sql`, st.qty_on_hand,
                             (select sv.version::text from product_stock_version sv where sv.id = 1) as stock_version`
                       : sql``
                   }
              from product_search s join products p on p.part_number = s.part_number
                   ${stock ? sql`left join product_stock st on st.part_number = p.part_number` : sql``}
             where s.ord >= ${from} and s.ord < ${from + slice}
               and exists (select 1 from search_data_version v where v.id = 1 and v.version = ${version}::bigint
                             and v.built_version = v.version)`,
      );
      if (rowsOfSlice.length === 0) return null;
      const stockVersion = rowsOfSlice[0]?.stock_version;
      // the slice's rows were read under this counter: a moved one forgot what earlier slices remembered
      const ticket =
        stock && stockVersion !== undefined && stock.observe(stockVersion) === 'moved'
          ? stock.ticket()
          : before;
      if (stock)
        for (const row of rowsOfSlice) {
          const qty = row.qty_on_hand;
          stock.remember(ticket, Number(row.ord), qty === null || qty === undefined ? null : Number(qty));
        }
      rows.push(...rowsOfSlice);
    }
    if (rows.length !== size) return null;
    const text = interner<string | null>((v) => v ?? '\u0000null');
    const levels = interner<Levels>((l) => l.map((v) => v ?? '\u0000').join('\u0001'));
    const kept = new Array<FieldRow>(size);
    for (const row of rows) {
      const ord = Number(row.ord);
      if (!(ord >= 0 && ord < size) || kept[ord] !== undefined) return null;
      const lv = levels([row.lvl0, row.lvl1, row.lvl2, row.lvl3, row.lvl4]);
      kept[ord] = {
        part_number: row.part_number,
        name: row.name,
        description: row.description,
        brand_name: text(row.brand_name),
        image_url: row.image_url,
        price_usd: row.price_usd === null ? null : Number(row.price_usd),
        price_cad: row.price_cad === null ? null : Number(row.price_cad),
        uom: text(row.uom) as string,
        category_id: text(row.category_id),
        lvl0: lv[0],
        lvl1: lv[1],
        lvl2: lv[2],
        lvl3: lv[3],
        lvl4: lv[4],
        prop65_number: text(row.prop65_number),
      };
    }
    return new HitFields(version, kept);
  }

  /** The kept fields of these documents (numbered as the index of the same build numbers them), in order. */
  fieldsOfOrds(ords: readonly number[]): FieldRow[] | null {
    const out: FieldRow[] = new Array<FieldRow>(ords.length);
    for (let i = 0; i < ords.length; i++) {
      const f = this.byOrd[ords[i] as number];
      if (!f) return null;
      out[i] = f;
    }
    return out;
  }

  /** The same by part number, in order; null when one of them is not in the index (one lookup each). */
  fieldsOf(partNumbers: readonly string[]): FieldRow[] | null {
    const out: FieldRow[] = new Array<FieldRow>(partNumbers.length);
    for (let i = 0; i < partNumbers.length; i++) {
      const f = this.byPartNumber.get(partNumbers[i] as string);
      if (!f) return null;
      out[i] = f;
    }
    return out;
  }

  /** The hit row of a product with the given stock, prices in `currency`; null for a product not in the index. */
  row(partNumber: string, currency: 'USD' | 'CAD', qtyOnHand: number): HitRow | null {
    const f = this.byPartNumber.get(partNumber);
    return f ? HitFields.hitRow(f, currency, qtyOnHand) : null;
  }

  /** A kept product's hit row with the given stock, prices in `currency`. */
  static hitRow(f: FieldRow, currency: 'USD' | 'CAD', qtyOnHand: number): HitRow {
    // an object literal of a fixed shape: a rest spread of the row cost more than the rest of a page's tile
    return {
      part_number: f.part_number,
      name: f.name,
      description: f.description,
      brand_name: f.brand_name,
      image_url: f.image_url,
      price: currency === 'CAD' ? f.price_cad : f.price_usd,
      qty_on_hand: qtyOnHand,
      uom: f.uom,
      category_id: f.category_id,
      lvl0: f.lvl0,
      lvl1: f.lvl1,
      lvl2: f.lvl2,
      lvl3: f.lvl3,
      lvl4: f.lvl4,
      prop65_number: f.prop65_number,
    };
  }
}
