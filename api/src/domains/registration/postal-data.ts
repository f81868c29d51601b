// Offline postal data behind one small interface, so a complete dataset (e.g. the Census ZCTA-to-county file or a
// commercial ZIP database) can replace the committed sample without touching address validation or county lookup.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ZipRecord {
  zip: string;
  /** the USPS preferred city name */
  city: string;
  /** two-letter state (or DC) code */
  state: string;
  /** county or county-equivalent as published ("Travis County", "Orleans Parish") */
  county: string;
}

export interface PostalDataSource {
  /** the state a 5-digit ZIP belongs to by its 3-digit prefix; null when the prefix is not allocated */
  stateForZip(zip5: string): string | null;
  /** the full record of a 5-digit ZIP, when this dataset knows it */
  lookupZip(zip5: string): ZipRecord | null;
}

interface PostalFile {
  zip3: Record<string, string[]>;
  zips: Record<string, [string, string, string]>;
}

export function createPostalData(file: PostalFile): PostalDataSource {
  const prefixes = new Map<string, string>();
  for (const [state, ranges] of Object.entries(file.zip3)) {
    for (const range of ranges) {
      const [from, to = from] = range.split('-') as [string, string?];
      for (let p = Number(from); p <= Number(to); p++) prefixes.set(String(p).padStart(3, '0'), state);
    }
  }
  return {
    stateForZip: (zip5) => prefixes.get(zip5.slice(0, 3)) ?? null,
    lookupZip(zip5) {
      const row = file.zips[zip5];
      return row ? { zip: zip5, city: row[0], state: row[1], county: row[2] } : null;
    },
  };
}

const DATA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'us-postal.json');
let loaded: PostalDataSource | null = null;

/** The committed sample dataset (api/src/domains/registration/data/us-postal.json), loaded once. */
export function defaultPostalData(): PostalDataSource {
  loaded ??= createPostalData(JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as PostalFile);
  return loaded;
}
