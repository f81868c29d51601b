// GET /api/images/{kind}/{name}.svg: the catalogue's drawn pictures: valid, small, deterministic SVG for every
// picture the seed refers to, cached for a year, and 404 for unknown kinds and malformed names.
import { buildBrands, buildCategoryTree } from '../seed/catalog.js';
import { captionOf } from '../domains/catalogue/placeholder-image.js';
import { createHarness } from './test-harness.js';
import type { Harness } from './test-harness.js';

/**
 * A small well-formedness check (no XML library in the API's dependencies): every tag closes in order, every
 * attribute is quoted, text holds no raw '<' or unescaped '&'. Returns the root element's name and its <title>.
 */
function parseSvg(svg: string): { root: string; title: string | null } {
  const stack: string[] = [];
  let root: string | null = null;
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    if (svg[i] === '<') {
      tag.lastIndex = i;
      const m = tag.exec(svg);
      if (!m) throw new Error(`malformed tag at ${i}: ${svg.slice(i, i + 40)}`);
      const [whole, closing, name, , selfClosing] = m;
      if (closing) {
        if (stack.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
      } else {
        root ??= name!;
        if (!selfClosing) stack.push(name!);
      }
      i += whole.length;
    } else {
      const next = svg.indexOf('<', i);
      const text = svg.slice(i, next === -1 ? svg.length : next);
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`unescaped & in ${text}`);
      if (stack.length === 0 && text.trim() !== '') throw new Error('text outside the root element');
      i = next === -1 ? svg.length : next;
    }
  }
  if (stack.length > 0 || !root) throw new Error(`unclosed: ${stack.join(', ')}`);
  return { root, title: /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? null };
}

describe('catalogue pictures', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ seed: false });
  });
  afterAll(async () => {
    await h.close();
  });

  const get = (url: string) => h.app.inject({ method: 'GET', url });

  it('draws a product picture: SVG, cached a year, captioned with the name, a few KB', async () => {
    const res = await get('/api/images/products/pumps-and-motors.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(parseSvg(res.body)).toEqual({ root: 'svg', title: 'Pumps and Motors' });
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain('>Pumps and Motors</text>');
    expect(res.body.length).toBeLessThan(4096);
  });

  it('is deterministic: the same name gives the same bytes, another name other colours', async () => {
    const a = (await get('/api/images/products/valves.svg')).body;
    const b = (await get('/api/images/products/valves.svg')).body;
    const c = (await get('/api/images/products/filters.svg')).body;
    expect(a).toBe(b);
    const fill = (svg: string) => /<rect width="\d+" height="\d+" fill="([^"]+)"/.exec(svg)?.[1];
    expect(fill(a)).toBeDefined();
    expect(fill(a)).not.toBe(fill(c));
  });

  it('serves every picture the seed’s categories and brands point at, and course pictures', async () => {
    const { rows } = buildCategoryTree();
    const urls = [
      ...rows.map((r) => r.imageUrl!),
      ...buildBrands().map((b) => b.logoUrl!),
      '/api/images/courses/aerial-devices.svg',
    ];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      const res = await get(url);
      expect({ url, status: res.statusCode, root: parseSvg(res.body).root }).toEqual({
        url,
        status: 200,
        root: 'svg',
      });
    }
    const category = (await get(rows[1]!.imageUrl!)).body;
    expect(category).toContain(
      `<title>${captionOf(rows[1]!.imageUrl!.split('/').pop()!.replace('.svg', ''))}</title>`,
    );
  });

  it('answers 404 for unknown kinds and for names that are not slugs (nothing is echoed back)', async () => {
    for (const url of [
      '/api/images/widgets/valves.svg',
      '/api/images/products/valves.png',
      '/api/images/products/Valves.svg',
      '/api/images/products/va%3Cscript%3E.svg',
      '/api/images/products/-valves.svg',
      '/api/images/products/valves---x.svg',
      '/api/images/products/.svg',
      '/api/images/products/valves.svg/extra',
      '/api/images/products/',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toMatchObject({ exceptionMessages: ['The requested resource could not be found.'] });
    }
    // a name beyond the picture-name limit reaches the route and is refused in the standard error shape
    const long = await get(`/api/images/products/${'a'.repeat(120)}.svg`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ exceptionMessages: ['The requested resource could not be found.'] });
    expect(typeof long.json().uuid).toBe('string');
  });
});
