// Bills of materials for replacement parts (/parts/bomCheck/{id}): the parts a unit is built from, by its model.
// A unit's BOM is its model's BOM (fleet_units.model); the seed derives each model's BOM from the catalogue.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/tables.js';

export const modelBomParts = pgTable(
  'model_bom_parts',
  {
    /** fleet_units.model */
    model: text('model').notNull(),
    partNumber: text('part_number')
      .notNull()
      .references(() => products.partNumber, { onDelete: 'cascade' }),
    /** how many the unit holds */
    quantity: integer('quantity').notNull().default(1),
    /** order on the BOM listing */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.partNumber] }),
    index('model_bom_parts_part_idx').on(t.partNumber),
  ],
);
