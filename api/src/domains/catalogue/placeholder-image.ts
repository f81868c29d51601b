// Catalogue pictures drawn on request: the seed's products, categories, courses and brands point at
// /api/images/<kind>/<name>.svg. Each picture is made from its name alone (same name, same bytes): a pictogram of
// the equipment part the name speaks of, colours from a hash of the name, and the name as a caption.
import { createHash } from 'node:crypto';

const IMAGE_KINDS = ['products', 'categories', 'courses', 'brands'] as const;
type ImageKind = (typeof IMAGE_KINDS)[number];

/** Slugs as the seed makes them: lower-case words joined by '-', category path segments by '--'. */
const IMAGE_NAME = /^[a-z0-9]+(?:-{1,2}[a-z0-9]+)*$/;
/** longer names are refused by the route (404) */
const IMAGE_NAME_MAX = 96;

export function isImageKind(kind: string): kind is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(kind);
}

export function isImageName(name: string): boolean {
  return name.length > 0 && name.length <= IMAGE_NAME_MAX && IMAGE_NAME.test(name);
}

const SMALL_WORDS = new Set(['and', 'of', 'for', 'the', 'to', 'in', 'on']);

/** "pumps-and-motors" → "Pumps and Motors"; a category id shows its last segment. */
export function captionOf(name: string): string {
  const last = name.split('--').pop() ?? name;
  return last
    .split('-')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A gear outline with `teeth` teeth around (cx, cy). */
function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / (teeth * 4);
  for (let i = 0; i < teeth * 4; i++) {
    const radius = i % 4 < 2 ? outer : inner;
    const angle = i * step;
    points.push(`${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}"/><circle cx="${cx}" cy="${cy}" r="${r1(inner * 0.35)}" fill="var(--bg)"/>`;
}

// Pictograms in a 200×200 box in the ink colour; `var(--bg)` (replaced by the backdrop colour) cuts holes.
const PICTOGRAMS: Record<string, string> = {
  cylinder:
    '<rect x="20" y="80" width="110" height="40" rx="6"/><rect x="130" y="92" width="55" height="16" rx="3"/><rect x="8" y="86" width="14" height="28" rx="3"/><rect x="185" y="84" width="10" height="32" rx="3"/><rect x="40" y="86" width="6" height="28" fill="var(--bg)"/>',
  gear: gearPath(100, 100, 80, 62, 12),
  valve:
    '<polygon points="30,60 100,100 30,140"/><polygon points="170,60 100,100 170,140"/><rect x="94" y="40" width="12" height="60"/><rect x="66" y="28" width="68" height="14" rx="7"/>',
  hose: '<path d="M20 150 C 60 40, 140 160, 180 50" fill="none" stroke="currentColor" stroke-width="18" stroke-linecap="round"/><rect x="6" y="138" width="30" height="26" rx="4"/><rect x="164" y="36" width="30" height="26" rx="4"/>',
  filter:
    '<rect x="55" y="30" width="90" height="140" rx="14"/><rect x="65" y="50" width="70" height="8" fill="var(--bg)"/><rect x="65" y="70" width="70" height="8" fill="var(--bg)"/><rect x="65" y="90" width="70" height="8" fill="var(--bg)"/><rect x="65" y="110" width="70" height="8" fill="var(--bg)"/><rect x="65" y="130" width="70" height="8" fill="var(--bg)"/>',
  bearing:
    '<circle cx="100" cy="100" r="80"/><circle cx="100" cy="100" r="62" fill="var(--bg)"/><circle cx="100" cy="100" r="42"/><circle cx="100" cy="100" r="26" fill="var(--bg)"/><circle cx="100" cy="48" r="9"/><circle cx="152" cy="100" r="9"/><circle cx="100" cy="152" r="9"/><circle cx="48" cy="100" r="9"/>',
  electrical:
    '<rect x="45" y="45" width="110" height="110" rx="10"/><polygon points="108,60 70,110 96,110 88,142 130,88 104,88" fill="var(--bg)"/><rect x="20" y="62" width="25" height="8"/><rect x="20" y="96" width="25" height="8"/><rect x="20" y="130" width="25" height="8"/><rect x="155" y="62" width="25" height="8"/><rect x="155" y="96" width="25" height="8"/><rect x="155" y="130" width="25" height="8"/>',
  light:
    '<circle cx="100" cy="82" r="52"/><rect x="76" y="128" width="48" height="30" rx="4"/><rect x="82" y="162" width="36" height="10" rx="4"/><rect x="94" y="8" width="12" height="16" rx="3"/><rect x="160" y="76" width="20" height="12" rx="3"/><rect x="20" y="76" width="20" height="12" rx="3"/>',
  fastener:
    '<polygon points="70,20 130,20 150,50 130,80 70,80 50,50"/><rect x="82" y="80" width="36" height="100"/><rect x="82" y="96" width="36" height="6" fill="var(--bg)"/><rect x="82" y="114" width="36" height="6" fill="var(--bg)"/><rect x="82" y="132" width="36" height="6" fill="var(--bg)"/><rect x="82" y="150" width="36" height="6" fill="var(--bg)"/>',
  pin: '<rect x="20" y="84" width="150" height="32" rx="16"/><circle cx="176" cy="100" r="18"/><circle cx="40" cy="100" r="7" fill="var(--bg)"/>',
  pad: '<rect x="25" y="60" width="150" height="80" rx="12"/><circle cx="60" cy="100" r="11" fill="var(--bg)"/><circle cx="140" cy="100" r="11" fill="var(--bg)"/>',
  bracket:
    '<path d="M40 30 h34 v106 h96 v34 h-130 z"/><circle cx="57" cy="60" r="8" fill="var(--bg)"/><circle cx="140" cy="153" r="8" fill="var(--bg)"/>',
  chain:
    '<rect x="14" y="74" width="80" height="52" rx="26" fill="none" stroke="currentColor" stroke-width="14"/><rect x="106" y="74" width="80" height="52" rx="26" fill="none" stroke="currentColor" stroke-width="14"/><rect x="74" y="92" width="52" height="16"/>',
  shield:
    '<path d="M100 18 L170 44 V98 C170 140 140 168 100 184 C60 168 30 140 30 98 V44 Z"/><path d="M68 98 l22 22 l44 -48" fill="none" stroke="var(--bg)" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>',
  drop: '<path d="M100 18 C 130 70, 160 100, 160 128 A 60 60 0 0 1 40 128 C 40 100, 70 70, 100 18 Z"/><path d="M72 128 a 28 28 0 0 0 28 28" fill="none" stroke="var(--bg)" stroke-width="10" stroke-linecap="round"/>',
  sign: '<polygon points="100,18 182,100 100,182 18,100"/><rect x="92" y="60" width="16" height="52" rx="4" fill="var(--bg)"/><circle cx="100" cy="134" r="9" fill="var(--bg)"/>',
  boomTruck:
    '<rect x="10" y="120" width="120" height="34" rx="4"/><path d="M130 120 h34 l22 20 v14 h-56 z"/><circle cx="40" cy="160" r="16"/><circle cx="150" cy="160" r="16"/><circle cx="40" cy="160" r="6" fill="var(--bg)"/><circle cx="150" cy="160" r="6" fill="var(--bg)"/><polygon points="60,118 72,112 150,36 160,46 84,124"/><rect x="140" y="20" width="34" height="24" rx="3"/>',
  crane:
    '<rect x="10" y="124" width="150" height="30" rx="4"/><circle cx="36" cy="162" r="14"/><circle cx="134" cy="162" r="14"/><polygon points="60,124 70,116 186,24 192,34 80,128"/><rect x="186" y="34" width="4" height="60"/><rect x="180" y="94" width="16" height="12" rx="2"/>',
  chipper:
    '<rect x="30" y="70" width="110" height="70" rx="8"/><polygon points="140,80 190,50 190,120 140,120"/><circle cx="70" cy="156" r="18"/><circle cx="70" cy="156" r="7" fill="var(--bg)"/><rect x="4" y="100" width="28" height="10" rx="4"/><rect x="50" y="40" width="40" height="34" rx="4"/>',
  course:
    '<polygon points="100,30 190,72 100,114 10,72"/><path d="M50 92 v40 c0 18 100 18 100 0 v-40 l-50 24 z"/><rect x="176" y="72" width="8" height="58"/><circle cx="180" cy="136" r="9"/>',
  wrench:
    '<path d="M150 20 a40 40 0 0 0 -44 54 L30 150 a16 16 0 0 0 22 22 L128 96 a40 40 0 0 0 54 -44 l-26 26 l-20 -6 l-6 -20 z"/>',
};

/** Which pictogram a name calls for: the first keyword found, most specific first. */
const KEYWORDS: [RegExp, string][] = [
  [/cylinder|seal-kit|rod/, 'cylinder'],
  [/chain/, 'chain'],
  [/gear|sprocket|pulley|belt|mechanical/, 'gear'],
  [/valve|hydraulic/, 'valve'],
  [/hose|fitting|harness|cable/, 'hose'],
  [/filter|reservoir|pump|motor/, 'filter'],
  [/bearing|bushing/, 'bearing'],
  [/switch|sensor|control|module|electrical|power/, 'electrical'],
  [/light|lamp|beacon/, 'light'],
  [/fastener|bolt|nut|screw|hardware/, 'fastener'],
  [/pin/, 'pin'],
  [/wear-pad|pad/, 'pad'],
  [/bracket|mount|structural|frame|axle/, 'bracket'],
  [/fall-protection|guard|safety|alarm/, 'shield'],
  [/lubric|grease|oil/, 'drop'],
  [/decal|placard|sign|arrow-board|message/, 'sign'],
  [/crane|hoist|load/, 'crane'],
  [/chipper|cutting|feed|discharge|tree/, 'chipper'],
  [
    /aerial|digger|derrick|boom|platform|bucket|outrigger|jib|winch|auger|turntable|specialty|trimmer|placer|carrier/,
    'boomTruck',
  ],
];

function pictogramFor(kind: ImageKind, name: string): string {
  if (kind === 'courses' && !/crane|chipper|light/.test(name)) return 'course';
  // a category is drawn after its own (last) segment first, then its parents
  const segments = name.split('--').reverse();
  for (const segment of segments) {
    for (const [pattern, pictogram] of KEYWORDS) if (pattern.test(segment)) return pictogram;
  }
  return 'wrench';
}

function hashOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function initials(caption: string): string {
  const words = caption.split(' ').filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The picture for a catalogue image name (validated by the caller). */
export function renderCatalogueImage(kind: ImageKind, name: string): string {
  const hash = hashOf(`${kind}/${name}`);
  const hue = ((hash[0]! << 8) | hash[1]!) % 360;
  const accentHue = (hue + 20 + (hash[2]! % 40)) % 360;
  const caption = captionOf(name);
  const width = 400;
  const height = kind === 'brands' ? 200 : kind === 'products' ? 400 : 300;
  const bg = `hsl(${hue} 45% 94%)`;
  const bgDeep = `hsl(${hue} 40% 86%)`;
  const ink = `hsl(${hue} 55% 30%)`;
  const accent = `hsl(${accentHue} 65% 45%)`;
  const label = escapeXml(truncate(caption, kind === 'brands' ? 26 : 30));
  const title = escapeXml(caption);

  let art: string;
  if (kind === 'brands') {
    art = `<circle cx="90" cy="100" r="58" fill="${ink}"/><text x="90" y="100" dy="0.35em" text-anchor="middle" font-size="44" font-weight="700" fill="${bg}">${escapeXml(initials(caption))}</text><text x="166" y="100" dy="0.35em" font-size="26" font-weight="700" fill="${ink}">${label}</text>`;
  } else {
    const box = kind === 'products' ? 240 : 170;
    const x = (width - box) / 2;
    const y = kind === 'products' ? 48 : 34;
    const scale = r1(box / 200);
    art =
      `<circle cx="${width / 2}" cy="${y + box / 2}" r="${r1(box * 0.56)}" fill="${bgDeep}"/>` +
      `<g transform="translate(${x} ${y}) scale(${scale})" fill="${ink}" color="${ink}">${PICTOGRAMS[pictogramFor(kind, name)]!.replaceAll('var(--bg)', bgDeep)}</g>` +
      `<rect x="0" y="${height - 64}" width="${width}" height="64" fill="${ink}"/>` +
      `<rect x="0" y="${height - 68}" width="${width}" height="4" fill="${accent}"/>` +
      `<text x="${width / 2}" y="${height - 32}" dy="0.35em" text-anchor="middle" font-size="24" font-weight="600" fill="#fff">${label}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect width="${width}" height="${height}" fill="${bg}"/>` +
    `<g font-family="Helvetica, Arial, sans-serif">${art}</g></svg>`
  );
}
