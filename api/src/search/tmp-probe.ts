import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ dataDir: process.argv[2], extensions: { pg_trgm } });
for (const q of process.argv.slice(3)) {
  for (let i = 0; i < 2; i++) {
    const t = performance.now();
    const r = await db.query<Record<string, unknown>>(q);
    const ms = (performance.now() - t).toFixed(1);
    if (i === 1)
      console.log(
        ms,
        'ms',
        q.slice(0, 100),
        '\n   ',
        r.rows
          .map((x) => Object.values(x).join(' '))
          .filter((l) => /Execution|Planning|Scan|Sort|Limit/.test(String(l)))
          .slice(0, 8)
          .join('\n    '),
      );
  }
}
await db.close();
