// An address as an order's or an invoice's ship-to or bill-to location: the columns read and the shape given, in one
// place for the orders and invoices domains (and any other that shows where something went).
import type { BuildAliasTable } from 'drizzle-orm/pg-core';
import type { addresses } from './tables.js';

export interface AddressLocation {
  addressId: string;
  addressName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
}

/** the addresses table, or an alias of it (bill-to and ship-to joined in one query) */
type AddressesTable = typeof addresses | BuildAliasTable<typeof addresses, string>;

/** The location's columns of the addresses table or an alias of it (a query joining both bill-to and ship-to). */
export const addressLocationColumns = (table: AddressesTable) => ({
  addressId: table.addressId,
  addressName: table.addressName,
  address1: table.address1,
  address2: table.address2,
  city: table.city,
  state: table.state,
  province: table.province,
  postalCode: table.postalCode,
  country: table.country,
});
