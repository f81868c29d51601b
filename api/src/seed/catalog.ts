// Deterministic supply-store catalogue (categories, brands, parts, prices, relations) and training courses.
import type { InferInsertModel } from 'drizzle-orm';
import type { brands, categories, courses, productRelations, products } from '../db/schema.js';
import { COURSE_CATEGORY_FILTERS, COURSE_PRODUCT_FILTERS } from '../db/schema.js';
import {
  BRANDS,
  FAMILIES,
  FAMILY_DETAILS,
  MODELS,
  PART_TYPES,
  POSITIONS,
  PRODUCT_LINES,
  SUBSYSTEMS,
} from './catalog-vocab.js';
import { Prng } from './prng.js';
import { partNumberKey } from '@portal/rules/store';

export type CategoryRow = InferInsertModel<typeof categories>;
export type BrandRow = InferInsertModel<typeof brands>;
export type ProductRow = InferInsertModel<typeof products>;
export type RelationRow = InferInsertModel<typeof productRelations>;
export type CourseRow = InferInsertModel<typeof courses>;

export const PROP65_WARNING =
  'WARNING: This product can expose you to chemicals including lead, which is known to the State of California to cause cancer and birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Part-number key used for lookups (@portal/rules' one parser): "123-4567" → "1234567". */
export const normalizePartNumber = partNumberKey;

/** i-th part number: a bijection of i into 1000000..9999999, formatted "123-4567". */
export function partNumberFor(i: number): string {
  const n = ((i * 7368787 + 1234567) % 9000000) + 1000000;
  const s = String(n);
  return `${s.slice(0, 3)}-${s.slice(3)}`;
}

export interface Leaf {
  id: string;
  path: [string, string, string, string, string];
  family: string;
  singular: string;
  familyIndex: number;
}

export interface CategoryTree {
  rows: CategoryRow[];
  leaves: Leaf[];
}

/** The fixed 5-level tree, e.g. Aerial Devices > Booms > Hydraulics > Cylinders > Seal Kits. */
export function buildCategoryTree(): CategoryTree {
  const rows: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  const familyNames = Object.keys(PART_TYPES);
  const add = (names: string[], sortOrder: number): string => {
    const id = names.map(slugify).join('/');
    rows.push({
      id,
      parentId: names.length > 1 ? names.slice(0, -1).map(slugify).join('/') : null,
      name: names[names.length - 1] as string,
      level: names.length - 1,
      path: names.join(' > '),
      slug: slugify(names[names.length - 1] as string),
      sortOrder,
      imageUrl: `/api/images/categories/${id.replace(/\//g, '--')}.svg`,
    });
    return id;
  };
  Object.entries(PRODUCT_LINES).forEach(([line, systems], i) => {
    add([line], i);
    systems.forEach((system, j) => {
      add([line, system], j);
      const subsystems = [0, 1, 2, 4].map((k) => SUBSYSTEMS[(j + k) % SUBSYSTEMS.length] as string);
      subsystems.forEach((subsystem, k) => {
        add([line, system, subsystem], k);
        (FAMILIES[subsystem] ?? []).forEach((family, m) => {
          add([line, system, subsystem, family], m);
          (PART_TYPES[family] ?? []).forEach(([plural, singular], n) => {
            const id = add([line, system, subsystem, family, plural], n);
            leaves.push({
              id,
              path: [line, system, subsystem, family, plural],
              family,
              singular,
              familyIndex: familyNames.indexOf(family),
            });
          });
        });
      });
    });
  });
  return { rows, leaves };
}

export function buildBrands(): BrandRow[] {
  return BRANDS.map((name, i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    description: `${name} makes replacement components for utility, tree-care and construction equipment.`,
    logoUrl: `/api/images/brands/${slugify(name)}.svg`,
  }));
}

function brandsForFamily(familyIndex: number): string[] {
  const n = BRANDS.length - 1; // the last brand ("Aerial Genuine Parts") is offered in every family
  return [0, 1, 2, 3].map((k) => BRANDS[(familyIndex * 3 + k * 7) % n] as string).concat(BRANDS[n] as string);
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

function specFor(family: string, rng: Prng): string {
  switch (family) {
    case 'Cylinders':
      return `${fmt(rng.pick([2, 2.5, 3, 3.5, 4, 4.5, 5, 6]))} in Bore`;
    case 'Valves':
      return `${rng.pick([1500, 2000, 2500, 3000, 3500])} PSI`;
    case 'Pumps and Motors':
      return `${rng.pick([4, 6, 8, 10, 12, 15, 20, 25])} GPM`;
    case 'Hoses and Fittings':
      return `SAE -${rng.pick([4, 6, 8, 10, 12, 16])}, ${rng.int(12, 240)} in`;
    case 'Filters':
      return `${rng.pick([3, 5, 10, 25, 40, 100])} Micron`;
    case 'Switches':
    case 'Sensors':
    case 'Lighting':
    case 'Control Modules':
      return `${rng.pick([12, 24])} V${rng.chance(0.4) ? `, ${rng.pick([2, 3, 4, 6, 8, 12])}-Pin` : ''}`;
    case 'Harnesses and Cables':
      return `${rng.int(2, 60)} ft`;
    case 'Pins and Bushings':
      return `${fmt(rng.pick([0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]))} in x ${fmt(rng.int(20, 160) / 8)} in`;
    case 'Wear Pads':
      return `${fmt(rng.pick([0.25, 0.375, 0.5, 0.75, 1]), 3)} in Thick`;
    case 'Brackets and Mounts':
      return `${fmt(rng.pick([0.1875, 0.25, 0.375, 0.5]), 4)} in Plate`;
    case 'Fasteners':
      return `${rng.pick(['1/4-20', '5/16-18', '3/8-16', '1/2-13', '5/8-11', '3/4-10', 'M10', 'M12', 'M16'])} x ${fmt(rng.int(4, 32) / 4)} in`;
    case 'Bearings':
      return `${rng.pick([20, 25, 30, 35, 40, 50, 60, 80, 600, 900])} mm Bore`;
    case 'Gears':
      return `${rng.int(11, 96)} Tooth`;
    case 'Chains and Sprockets':
      return `#${rng.pick([40, 50, 60, 80, 100])}, ${rng.int(24, 180)} Links`;
    case 'Belts and Pulleys':
      return `${rng.int(28, 120)} in`;
    case 'Fall Protection':
      return rng.pick(['Size S', 'Size M', 'Size L', 'Size XL', '6 ft', '4 ft']);
    case 'Decals and Placards':
      return `${rng.int(2, 12)} x ${rng.int(2, 18)} in`;
    case 'Alarms':
      return `${rng.pick([87, 97, 102, 107, 112])} dB`;
    case 'Guards':
      return `${rng.int(12, 120)} in`;
    case 'Grease Fittings':
      return rng.pick(['1/8 NPT', '1/4-28 Straight', '1/4-28 90 Degree', 'M8 x 1', 'M10 x 1']);
    case 'Lubricants':
      return `ISO ${rng.pick([22, 32, 46, 68])}, ${rng.pick(['1 qt', '1 gal', '5 gal', '55 gal'])}`;
    case 'Reservoirs':
      return `${rng.pick([5, 10, 15, 20, 30, 40])} gal`;
    default:
      return `Rev ${rng.pick(['A', 'B', 'C', 'D'])}`;
  }
}

const PRICE_RANGES: Record<string, [number, number]> = {
  Cylinders: [45, 4200],
  Valves: [38, 1850],
  'Pumps and Motors': [240, 5200],
  'Hoses and Fittings': [6, 420],
  Filters: [12, 260],
  Switches: [9, 240],
  Sensors: [65, 1450],
  'Harnesses and Cables': [22, 980],
  Lighting: [18, 520],
  'Control Modules': [85, 3600],
  'Pins and Bushings': [8, 690],
  'Wear Pads': [14, 310],
  'Brackets and Mounts': [11, 460],
  Fasteners: [2, 85],
  Bearings: [24, 7800],
  Gears: [60, 2400],
  'Chains and Sprockets': [18, 540],
  'Belts and Pulleys': [12, 380],
  'Fall Protection': [45, 420],
  'Decals and Placards': [3, 65],
  Alarms: [28, 240],
  Guards: [9, 190],
  'Grease Fittings': [2, 60],
  Lubricants: [14, 1200],
  Reservoirs: [55, 1900],
};

export interface GeneratedPart {
  product: ProductRow;
  priceUsd: number | null;
  priceCad: number | null;
}

/**
 * Generates parts `from`..`to`-1. Each part draws from its own PRNG stream (seeded by its index), so a part is the
 * same whatever the total count or batch size.
 */
export function generateParts(
  tree: CategoryTree,
  brandIds: Map<string, number>,
  from: number,
  to: number,
): GeneratedPart[] {
  const out: GeneratedPart[] = [];
  for (let i = from; i < to; i++) {
    const rng = new Prng(`part:${i}`);
    const leaf = tree.leaves[rng.int(0, tree.leaves.length - 1)] as Leaf;
    const [line, system, subsystem] = leaf.path;
    const partNumber = partNumberFor(i);
    const brand = rng.pick(brandsForFamily(leaf.familyIndex));
    const position = rng.pick(POSITIONS[system] ?? [system]);
    const spec = specFor(leaf.family, rng);
    const models = rng.sample(MODELS[line] ?? [], rng.int(1, 3));
    const name = `${leaf.singular}, ${position}, ${spec}`;
    const details = FAMILY_DETAILS[leaf.family] ?? {
      material: ['steel'],
      includes: ['part only'],
      use: 'fits as original',
    };
    const material = rng.pick(details.material);
    const includes = rng.pick(details.includes);
    const description = `${leaf.singular} for the ${position.toLowerCase()} ${subsystem.toLowerCase()} on ${models.join(', ')} ${line.toLowerCase()}. ${capitalize(material)}; ${includes}.`;
    const longDescription = `${description} ${capitalize(details.use)}. ${rng.pick([
      'Built to original equipment specifications and inspected before shipment.',
      'Engineered as a direct replacement; no modification is needed.',
      'Manufactured to the same drawing as the factory-installed part.',
      'Supplied ready to install with the hardware listed above.',
    ])} ${rng.pick([
      'Confirm the unit serial number against the parts manual before ordering.',
      'Replace in pairs where the parts manual calls for it.',
      'Follow the torque values in the service manual when installing.',
      'Dielectric components must be tested after installation per ANSI A92.2.',
    ])}`;
    const [lo, hi] = PRICE_RANGES[leaf.family] ?? [10, 500];
    const base = Math.round(Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo))) * 100) / 100;
    const priceUsd = rng.chance(0.05) ? null : base;
    const priceCad = priceUsd === null || rng.chance(0.03) ? null : Math.round(priceUsd * 137) / 100;
    const hasProp65 = rng.chance(0.12);
    out.push({
      priceUsd,
      priceCad,
      product: {
        partNumber,
        inventoryId: 100000 + i,
        partNumberCompact: normalizePartNumber(partNumber),
        name,
        description,
        longDescription,
        featuresAndBenefits: [
          capitalize(details.use),
          `${capitalize(material)} construction`,
          `Fits ${models.join(', ')}`,
        ],
        brandId: brandIds.get(brand) ?? null,
        brandName: brand,
        categoryId: leaf.id,
        lvl0: leaf.path.slice(0, 1).join(' > '),
        lvl1: leaf.path.slice(0, 2).join(' > '),
        lvl2: leaf.path.slice(0, 3).join(' > '),
        lvl3: leaf.path.slice(0, 4).join(' > '),
        lvl4: leaf.path.join(' > '),
        imageUrl: `/api/images/products/${slugify(leaf.family)}.svg`,
        showOnline: !rng.chance(0.04),
        qtyOnHand: rng.chance(0.15) ? 0 : Math.floor(Math.exp(rng.next() * 6)),
        planningCode: phoneOrderPlanning(
          i,
          rng.pick(['STOCK', 'STOCK', 'STOCK', 'MAKE-TO-ORDER', 'VENDOR-DIRECT']),
        ),
        prop65Number: hasProp65 ? `P65-${rng.int(100, 999)}` : null,
        prop65Description: hasProp65 ? PROP65_WARNING : null,
        uom:
          leaf.family === 'Fasteners' || leaf.family === 'Grease Fittings'
            ? rng.pick(['each', 'pack'])
            : 'each',
        weightLbs: Math.round(rng.next() * 400 * 100) / 100 + 0.1,
        status: itemStatus(i),
        popularity: Math.floor(1000 * Math.pow(rng.next(), 3)),
        priceUsd,
        priceCad,
      },
    });
  }
  return out;
}

/**
 * Parts that cannot be ordered online (CommerceItem.orderable, domains/catalogue/catalogue-service.ts isOrderable):
 * about 3% are CALL-FOR-QUOTE and about 1% OBSOLETE. Drawn from their own generator so every other value of a part
 * stays what it was before these were added.
 */
function phoneOrderPlanning(index: number, planned: string): string {
  return new Prng(`orderable:${index}`).chance(0.03) ? 'CALL-FOR-QUOTE' : planned;
}

function itemStatus(index: number): string {
  return new Prng(`status:${index}`).chance(0.01) ? 'OBSOLETE' : 'ACTIVE';
}

/** Related items for parts `from`..`to`-1: a few parts of the same leaf category nearby in the index order. */
export function generateRelations(partsByLeaf: Map<string, string[]>, parts: GeneratedPart[]): RelationRow[] {
  const rows: RelationRow[] = [];
  for (const { product } of parts) {
    const rng = new Prng(`rel:${product.partNumber}`);
    if (!rng.chance(0.35)) continue;
    const siblings = (partsByLeaf.get(product.categoryId as string) ?? []).filter(
      (p) => p !== product.partNumber,
    );
    rng.sample(siblings, rng.int(1, 4)).forEach((related, position) => {
      rows.push({
        partNumber: product.partNumber,
        relatedPartNumber: related,
        relationType: position === 0 && rng.chance(0.3) ? 'ACCESSORY' : 'RELATED',
        position,
      });
    });
  }
  return rows;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const COURSE_SUBJECTS: Record<string, string[]> = {
  'Aerial Devices': [
    'Insulated Aerial Device',
    'Telescopic Aerial Device',
    'Material Handling Aerial Device',
  ],
  Chippers: ['Drum Chipper', 'Disc Chipper', 'Whole Tree Chipper'],
  Cranes: ['Boom Truck Crane', 'Articulating Crane', 'Telescopic Crane'],
  'Digger Derricks': ['Digger Derrick', 'Pole Setting Digger Derrick', 'Rear-Mount Digger Derrick'],
  'Lights and Signs': ['Light Tower', 'Arrow Board', 'Portable Message Sign'],
  Specialty: ['Tree Trimmer', 'Cable Placer', 'Pressure Digger'],
};

const COURSE_FORMATS: Record<string, [string, string][]> = {
  APN: [
    [
      'APN Review: {subject} Inspection Bulletins',
      'Walks through the open product notices for the {subject} and how to report completion.',
    ],
    [
      'APN Compliance Workshop: {subject}',
      'Hands-on review of notice procedures, parts kits and sign-off records for the {subject}.',
    ],
  ],
  Maintenance: [
    [
      '{subject} Preventive Maintenance',
      'Daily, weekly and annual maintenance of the {subject}: lubrication, hydraulic checks and wear limits.',
    ],
    [
      '{subject} Hydraulic Troubleshooting',
      'Reading schematics, pressure testing and isolating faults in {subject} hydraulic circuits.',
    ],
    ['{subject} Electrical Systems', 'Control circuits, interlocks and diagnostic tools for the {subject}.'],
  ],
  'Operator Training': [
    [
      '{subject} Operator Qualification',
      'Pre-start inspection, set-up, controls and safe operation of the {subject}, with a practical evaluation.',
    ],
    [
      '{subject} Operator Refresher',
      'A short refresher on set-up, stability and emergency procedures for experienced {subject} operators.',
    ],
    [
      '{subject} Train-the-Trainer',
      'Prepares in-house trainers to qualify and evaluate operators on the {subject}.',
    ],
  ],
  'Workplace Safety': [
    [
      'Working Safely Around the {subject}',
      'Hazard recognition, job briefings and ground crew responsibilities around the {subject}.',
    ],
    [
      '{subject} Rescue Procedures',
      'Planning and practising a rescue from the {subject}, including lowering systems and first response.',
    ],
    [
      'Electrical Hazard Awareness for {subject} Crews',
      'Minimum approach distances, grounding and bonding for crews working with the {subject}.',
    ],
  ],
};

/** Module titles of a course outline, by category filter. */
const COURSE_OUTLINES: Record<string, string[]> = {
  APN: [
    'Reading the notice',
    'Affected units and serial ranges',
    'Parts kit and procedure',
    'Reporting completion',
  ],
  Maintenance: [
    'Safety before service',
    'Inspection intervals',
    'Hydraulic system',
    'Electrical and controls',
    'Records and sign-off',
  ],
  'Operator Training': [
    'Pre-start inspection',
    'Controls and set-up',
    'Stability and load charts',
    'Emergency procedures',
    'Practical evaluation',
  ],
  'Workplace Safety': [
    'Hazard recognition',
    'Job briefing',
    'Minimum approach distances',
    'Rescue and first response',
  ],
};

/** Level variants of the catalogue's second pass: each subject × format at two levels. */
const COURSE_LEVELS = ['Fundamentals', 'Advanced'] as const;

/** Credits (CEUs) by duration: 0.1 per hour, at least 0.1. */
const creditsFor = (minutes: number) => Math.max(1, Math.round(minutes / 60)) / 10;

/**
 * Training courses: every product filter × category filter in several formats (the first 66, unchanged since the
 * first catalogue), then every subject × format at two levels, some taught in French or Spanish (≈ 460 courses):
 * online and instructor-led, free and paid, durations, languages, credits, outlines, prices in USD and CAD.
 */
export function generateCourses(): CourseRow[] {
  const rng = new Prng('courses');
  const rows: CourseRow[] = [];
  let n = 0;
  for (const product of COURSE_PRODUCT_FILTERS) {
    for (const category of COURSE_CATEGORY_FILTERS) {
      for (const [titleTemplate, descriptionTemplate] of COURSE_FORMATS[category] ?? []) {
        const subject = rng.pick(COURSE_SUBJECTS[product] ?? [product]);
        n += 1;
        const free = category === 'APN' || rng.chance(0.12);
        const price = free ? 0 : rng.pick([49, 79, 129, 195, 249, 395, 495, 795]);
        const online = rng.chance(0.6);
        const extraCategory = category === 'Operator Training' && rng.chance(0.3) ? ['Workplace Safety'] : [];
        const extraProduct = product === 'Aerial Devices' && rng.chance(0.25) ? ['Digger Derricks'] : [];
        rows.push({
          courseId: `course-${String(n).padStart(4, '0')}`,
          externalCourseId: `LMS-${String(7000 + n * 3)}`,
          title: titleTemplate.replace('{subject}', subject),
          description: `${descriptionTemplate.replace(/\{subject\}/g, subject.toLowerCase())} ${
            online
              ? 'Self-paced online course with a final quiz.'
              : 'Instructor-led at our training centers or at your site.'
          }`,
          productFilters: [product, ...extraProduct],
          categoryFilters: [category, ...extraCategory],
          priceUsd: price,
          priceCad: Math.round(price * 137) / 100,
          isFree: free,
          durationMinutes: online ? rng.pick([30, 45, 60, 90]) : rng.pick([240, 480, 960]),
          deliveryMethod: online ? 'Online' : 'Instructor-Led',
          imageUrl: `/api/images/courses/${slugify(product)}.svg`,
          // the online courses end with a final quiz: their completions carry a score (issue 40)
          hasAssessment: online,
          active: true,
        });
      }
    }
  }
  // details of the first pass come from their own generator, so the first 66 courses stay as they were
  const details = new Prng('course-details');
  for (const row of rows) {
    const category = row.categoryFilters?.[0] ?? 'Maintenance';
    row.language = 'English';
    row.credits = creditsFor(row.durationMinutes ?? 60);
    row.outline = (COURSE_OUTLINES[category] ?? []).slice(0, details.int(3, 5));
  }
  const more = new Prng('courses-levels');
  for (const product of COURSE_PRODUCT_FILTERS) {
    for (const subject of COURSE_SUBJECTS[product] ?? [product]) {
      for (const category of COURSE_CATEGORY_FILTERS) {
        for (const [titleTemplate, descriptionTemplate] of COURSE_FORMATS[category] ?? []) {
          for (const level of COURSE_LEVELS) {
            n += 1;
            const language = more.chance(0.1) ? 'French' : more.chance(0.08) ? 'Spanish' : 'English';
            const free = (category === 'APN' && level === 'Fundamentals') || more.chance(0.1);
            const price = free ? 0 : more.pick([49, 79, 129, 195, 249, 395, 495, 795]);
            const online = level === 'Fundamentals' ? more.chance(0.75) : more.chance(0.4);
            const durationMinutes = online ? more.pick([30, 45, 60, 90, 120]) : more.pick([240, 480, 960]);
            const outline = COURSE_OUTLINES[category] ?? [];
            rows.push({
              courseId: `course-${String(n).padStart(4, '0')}`,
              externalCourseId: `LMS-${String(7000 + n * 3)}`,
              title: `${titleTemplate.replace('{subject}', subject)} ${level}${
                language === 'English' ? '' : ` (${language})`
              }`,
              description: `${descriptionTemplate.replace(/\{subject\}/g, subject.toLowerCase())} ${
                level === 'Advanced'
                  ? 'For experienced crews who completed the fundamentals.'
                  : 'No prior training needed.'
              } ${
                online
                  ? 'Self-paced online course with a final quiz.'
                  : 'Instructor-led at our training centers or at your site.'
              }`,
              productFilters: [product],
              categoryFilters: [category],
              priceUsd: price,
              priceCad: Math.round(price * 137) / 100,
              isFree: free,
              durationMinutes,
              deliveryMethod: online ? 'Online' : 'Instructor-Led',
              imageUrl: `/api/images/courses/${slugify(product)}.svg`,
              active: true,
              language,
              credits: creditsFor(durationMinutes),
              outline: level === 'Advanced' ? outline : outline.slice(0, 3),
            });
          }
        }
      }
    }
  }
  return rows;
}

/**
 * The benchmark's training catalogue (spec 9: the course index answers up to 1000 courses): the seeded courses, then
 * later sessions of them ('… (Session 2)') until there are `total`. Deterministic; ids continue the seed's.
 */
export function benchmarkCourses(seeded: readonly CourseRow[], total: number): CourseRow[] {
  const rows: CourseRow[] = [];
  for (let n = seeded.length; n < total; n++) {
    const base = seeded[n % seeded.length]!;
    const session = Math.floor(n / seeded.length) + 1;
    rows.push({
      ...base,
      courseId: `course-${String(n + 1).padStart(4, '0')}`,
      externalCourseId: `LMS-${String(7000 + (n + 1) * 3)}`,
      title: `${base.title} (Session ${session})`,
    });
  }
  return rows;
}
