#!/usr/bin/env node
// Writes rules/transit/gbr.json and rules/transit/schengen.json (airside-transit visa rules) from
// the sourced list data in data/transit/transit-europe.json. Deterministic: the same input gives
// byte-identical files, then registers the ruleset (npm run rules:register's step: manifest,
// revision, digest, stamp). Run: npm run import:transit-europe (with tsx, for the TypeScript module)
// The rule files are generated: edit the data file (and its sources), then run this script again.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeRegistration, registerRules } from './register-rules.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const DATA = 'data/transit/transit-europe.json';
const SCRIPT = 'scripts/import-transit-europe.mjs';
const data = JSON.parse(readFileSync(join(root, DATA), 'utf8'));
const STAMP = `${data.readAt}T00:00:00Z`;

const leaf = (fact, operator, value) => ({ fact, operator, value });
const transitAt = (territory) => [leaf('checkpointKind', 'equal', 'TRANSIT'), leaf('territory', 'equal', territory)];
const event = (id) => ({ type: 'PROCEDURE', params: { id, group: 'VISA_REQUIREMENTS', slot: 'visa' } });
const union = (...lists) => [...new Set(lists.flat())];
// Sources cited more than once (the same page for several lists) are stated once.
const distinctSources = (...lists) => [...new Map(lists.flat().map((src) => [JSON.stringify(src), src])).values()];

// The file's coverage statement: its rules are the researched airside-transit answer for these
// territories (a transit where nothing fires needs nothing of this kind, per these sources).
const transitCoverage = (territories, scope, sources) => [
  { topic: 'TRANSIT', territories, status: 'COVERED', finding: 'REQUIREMENTS', scope, sources },
];

function record(id, text, location, enforcement, included, sources, extra = {}) {
  const visa = enforcement !== 'NOT_REQUIRED';
  return {
    id,
    type: 'PROCEDURE',
    text: `transitEurope:${text}`,
    location,
    category: visa ? 'VISA' : 'NO_VISA',
    subCategory: 'BEFORE_DEPARTURE',
    enforcement,
    documentTypes: visa ? [extra.documentType ?? 'AIRPORT_TRANSIT_VISA'] : [],
    tags: ['transit', ...(extra.tags ?? [])],
    travelPurposes: ['TRANSIT'],
    included,
    ...(extra.actions ? { actions: extra.actions } : {}),
    sources,
    createdAt: STAMP,
    lastUpdatedAt: STAMP,
    startDate: null,
    endDate: null,
  };
}

function write(rel, file) {
  const path = join(root, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`wrote ${rel}: ${file.procedures.length} procedures, ${file.rules.length} rules`);
}

// ---------------------------------------------------------------- United Kingdom
function buildGbr() {
  const g = data.gbr;
  const datv = g.datv.nationalities;
  const cta = g.commonTravelArea;
  const notCta = [leaf('nextTerritory', 'notIn', cta), leaf('previousTerritory', 'notIn', cta)];
  const base = [...transitAt('GBR'), ...notCta, leaf('passport', 'in', datv)];
  const exemptVisaAnyPassport = g.exemptVisaIssuers.filter((c) => c !== 'USA');
  const actions = [{ label: 'moreInformation', url: 'https://www.gov.uk/transit-visa/direct-airside-transit-visa' }];
  const rec = (id, text, enforcement, included, extra) => record(id, text, 'GBR', enforcement, included, g.sources, { actions, ...extra });
  const procedures = [
    rec('transit-gbr-datv', 'gbr.datv', 'MANDATORY', datv, { tags: ['datv'] }),
    rec('transit-gbr-datv-undisclosed', 'gbr.datvUndisclosed', 'MAY_BE_REQUIRED', datv, { tags: ['datv'] }),
    rec('transit-gbr-datv-exempt', 'gbr.datvExempt', 'NOT_REQUIRED', datv, { tags: ['datv'] }),
    rec('transit-gbr-datv-may-be-exempt', 'gbr.datvMayBeExempt', 'MAY_BE_REQUIRED', datv, { tags: ['datv'] }),
    rec('transit-gbr-cta', 'gbr.cta', 'MAY_BE_REQUIRED', union(datv, g.visaNationalsNotDatv.nationalities).sort(), { documentType: 'VISA' }),
  ];
  const rules = [
    {
      id: 'rule-transit-gbr-datv',
      description: 'DATV nationals changing flights airside in the UK (not to or from the Common Travel Area) need a Direct Airside Transit visa.',
      priority: 10,
      conditions: { all: base },
      event: event('transit-gbr-datv'),
    },
    {
      id: 'rule-transit-gbr-datv-undisclosed',
      description: 'Documents held not given: a DATV exemption may apply (MAY_BE_REQUIRED, exemptions in more).',
      priority: 15,
      conditions: { all: [...base, leaf('documentsDisclosed', 'equal', false)] },
      event: event('transit-gbr-datv-undisclosed'),
    },
    {
      id: 'rule-transit-gbr-datv-exempt',
      description: 'Exempt: a valid visa of Australia, Canada, New Zealand or the USA (a US visa not for Syrian nationals, whose B1/B2 visas do not count), or a valid residence permit of an EEA country or Switzerland.',
      priority: 15,
      conditions: {
        all: [
          ...base,
          leaf('documentsDisclosed', 'equal', true),
          {
            any: [
              leaf('visasHeld', 'intersects', exemptVisaAnyPassport),
              { all: [leaf('visasHeld', 'contains', 'USA'), leaf('passport', 'notIn', g.usVisaNotExemptFor)] },
              leaf('residencePermitsHeld', 'intersects', g.exemptResidenceIssuers),
            ],
          },
        ],
      },
      event: event('transit-gbr-datv-exempt'),
    },
    {
      id: 'rule-transit-gbr-datv-may-be-exempt',
      description: 'Held documents that exempt only when of a qualifying kind (permanent residence of AUS/CAN/NZL/USA, category D visas of EEA countries or Switzerland, Irish BC/BC BIVS visas, US visas of Syrian nationals): MAY_BE_REQUIRED.',
      priority: 14,
      conditions: {
        all: [
          ...base,
          leaf('documentsDisclosed', 'equal', true),
          {
            any: [
              leaf('residencePermitsHeld', 'intersects', g.conditionalResidenceIssuers),
              leaf('visasHeld', 'intersects', g.conditionalVisaIssuers),
              { all: [leaf('passport', 'in', g.usVisaNotExemptFor), leaf('visasHeld', 'contains', 'USA')] },
            ],
          },
        ],
      },
      event: event('transit-gbr-datv-may-be-exempt'),
    },
    {
      id: 'rule-transit-gbr-cta',
      description: 'Visa and DATV nationals connecting in the UK to or from Ireland, the Channel Islands or the Isle of Man: not an airside transit; a UK visa is usually needed unless they can transit without a visa.',
      priority: 10,
      conditions: {
        all: [
          ...transitAt('GBR'),
          leaf('passport', 'in', union(datv, g.visaNationalsNotDatv.nationalities).sort()),
          { any: [leaf('nextTerritory', 'in', cta), leaf('previousTerritory', 'in', cta)] },
        ],
      },
      event: event('transit-gbr-cta'),
    },
  ];
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: 'United Kingdom airside transit: the Direct Airside Transit visa (DATV) for DATV nationals changing flights without passing UK border control, its document exemptions (exact when traveller.documents is given, MAY_BE_REQUIRED otherwise), and connections to or from the Common Travel Area, which are not airside transits. Landside transits are ENTRY checkpoints and get the entry answer instead. GENERATED by scripts/import-transit-europe.mjs from data/transit/transit-europe.json: do not edit by hand.',
    provenance: {
      kind: 'generated',
      generatedBy: SCRIPT,
      dataset: DATA,
      datasetDate: data.readAt,
      notes: `Generated ${data.readAt} by ${SCRIPT} from ${DATA}; do not edit by hand. DATV nationals: ${g.datv.notes} Visa nationals (Common Travel Area rule only): ${g.visaNationalsNotDatv.notes} Exemptions from the GOV.UK tool's outcome text and the Immigration (Passenger Transit Visa) Order 2014 art. 4 (stored copies read ${data.readAt}, their own dates unknown): exact NOT_REQUIRED for a valid visa of AUS, CAN, NZL or USA (not a US visa for SYR) or a valid residence permit of an EEA country or Switzerland; MAY_BE_REQUIRED for documents that count only when of a qualifying kind (AUS/NZL permanent resident visas, CAN PR cards, US permanent residence documents, EEA/Swiss category D visas, Irish BC/BC BIVS visas, US visas of Syrian nationals), which traveller.documents cannot tell apart. Ireland, the Channel Islands and the Isle of Man (GOV.UK DATV page; the tool's Ireland outcome): always MAY_BE_REQUIRED for visa and DATV nationals because transit without visa depends on an Irish visa's endorsement and the onward flight time. Non-DATV nationals get no transit record (GOV.UK says they need no visa airside, but the ruleset keeps an airside transit without a requirement silent).`,
    },
    coverage: transitCoverage(
      ['GBR'],
      'Airside transit in the UK: the Direct Airside Transit visa list and its document exemptions, and connections to or from the Common Travel Area.',
      g.sources,
    ),
    procedures,
    rules,
  };
}

// ---------------------------------------------------------------- Schengen area
function buildSchengen() {
  const s = data.schengen;
  const states = s.states;
  const annex = s.annexIV.nationalities;
  const procedures = [];
  const rules = [];
  for (const state of states) {
    const lc = state.toLowerCase();
    const nat = s.national[state];
    const natPlain = nat ? nat.nationalities : [];
    const additions = nat?.additions ?? [];
    const cond = nat?.conditional;
    const sources = [...s.sources, ...(nat?.sources ?? [])];
    const base = [
      ...transitAt(state),
      leaf('previousTerritory', 'notIn', states),
      leaf('nextTerritory', 'notIn', states),
    ];
    const condBranch = cond ? [{ all: [leaf('passport', 'equal', cond.nationality), leaf('previousTerritory', 'in', cond.previousTerritories)] }] : [];
    const addBranches = additions.map((a) => ({ all: [leaf('passport', 'in', a.nationalities), leaf('date', 'dateOnOrAfter', a.from)] }));
    const listed = union(annex, natPlain, cond ? [cond.nationality] : [], ...additions.map((a) => a.nationalities));
    const listCondition = nat
      ? { any: [leaf('passport', 'in', union(annex, natPlain)), ...condBranch, ...addBranches] }
      : leaf('passport', 'in', annex);
    const id = (kind) => `transit-${lc}-atv-${kind}`;
    const natText = `schengen.atvNational${state[0]}${state.slice(1).toLowerCase()}`;
    procedures.push(record(id('annex-iv'), 'schengen.atvAnnexIv', state, 'MANDATORY', annex, s.sources, { tags: ['airport-transit-visa'] }));
    rules.push({
      id: `rule-${id('annex-iv')}`,
      description: `Visa Code Annex IV nationals in airside transit at an airport of ${state}, arriving from and flying on to non-Schengen airports.`,
      priority: 10,
      conditions: { all: [...base, leaf('passport', 'in', annex)] },
      event: event(id('annex-iv')),
    });
    if (natPlain.length > 0 || cond) {
      const natCondition = cond ? { any: [leaf('passport', 'in', natPlain), ...condBranch] } : leaf('passport', 'in', natPlain);
      procedures.push(record(id('national'), natText, state, 'MANDATORY', union(natPlain, cond ? [cond.nationality] : []), sources, { tags: ['airport-transit-visa'] }));
      rules.push({
        id: `rule-${id('national')}`,
        description: `National airport transit visa list of ${state} (Visa Code Article 3(2)).`,
        priority: 10,
        conditions: { all: [...base, natCondition] },
        event: event(id('national')),
      });
    }
    for (const a of additions) {
      const suffix = `national-${a.nationalities.join('-').toLowerCase()}`;
      procedures.push({ ...record(id(suffix), natText, state, 'MANDATORY', a.nationalities, [...s.sources, ...a.sources], { tags: ['airport-transit-visa'] }), startDate: a.from });
      rules.push({
        id: `rule-${id(suffix)}`,
        description: `National airport transit visa requirement of ${state} for ${a.nationalities.join(', ')} from ${a.from} (Visa Code Article 3(2)). ${a.note}`,
        priority: 10,
        conditions: { all: [...base, leaf('passport', 'in', a.nationalities)] },
        event: event(id(suffix)),
      });
    }
    procedures.push(record(id('undisclosed'), 'schengen.atvUndisclosed', state, 'MAY_BE_REQUIRED', listed, sources, { tags: ['airport-transit-visa'] }));
    rules.push({
      id: `rule-${id('undisclosed')}`,
      description: 'Documents held not given: a Visa Code Article 3(5) exemption may apply (MAY_BE_REQUIRED, exemptions in more).',
      priority: 15,
      conditions: { all: [...base, listCondition, leaf('documentsDisclosed', 'equal', false)] },
      event: event(id('undisclosed')),
    });
    procedures.push(record(id('exempt'), 'schengen.atvExempt', state, 'NOT_REQUIRED', listed, sources, { tags: ['airport-transit-visa'] }));
    rules.push({
      id: `rule-${id('exempt')}`,
      description: 'Visa Code Article 3(5)(a)-(c): a valid visa or residence permit of a Schengen state, Ireland, Cyprus or the Dutch Caribbean territories, or a valid visa of Canada, Japan or the USA.',
      priority: 15,
      conditions: {
        all: [
          ...base,
          listCondition,
          leaf('documentsDisclosed', 'equal', true),
          { any: [leaf('visasHeld', 'intersects', s.exemptVisaIssuers), leaf('residencePermitsHeld', 'intersects', s.exemptResidenceIssuers)] },
        ],
      },
      event: event(id('exempt')),
    });
    procedures.push(record(id('may-be-exempt'), 'schengen.atvMayBeExempt', state, 'MAY_BE_REQUIRED', listed, sources, { tags: ['airport-transit-visa'] }));
    rules.push({
      id: `rule-${id('may-be-exempt')}`,
      description: 'A residence permit of Andorra, Canada, Japan, San Marino or the USA exempts only if it is one listed in Visa Code Annex V: MAY_BE_REQUIRED.',
      priority: 14,
      conditions: {
        all: [...base, listCondition, leaf('documentsDisclosed', 'equal', true), leaf('residencePermitsHeld', 'intersects', s.conditionalResidenceIssuers)],
      },
      event: event(id('may-be-exempt')),
    });
  }
  const nationalNotes = Object.entries(s.national).map(([k, v]) => `${k}: ${v.notes}`).join(' ');
  return {
    $schema: '../../schemas/rule-file.schema.json',
    schemaVersion: 1,
    description: 'Schengen area airside transit: the common airport transit visa list (Visa Code Annex IV) at the airports of every Schengen state, the national lists of France, Germany, Spain and (Cuba only) the Netherlands (Article 3(2)), and the Article 3(5) document exemptions (exact when traveller.documents is given, MAY_BE_REQUIRED otherwise). Only transits arriving from and flying on to non-Schengen airports; landside transits and stopovers are ENTRY checkpoints. GENERATED by scripts/import-transit-europe.mjs from data/transit/transit-europe.json: do not edit by hand.',
    provenance: {
      kind: 'generated',
      generatedBy: SCRIPT,
      dataset: DATA,
      datasetDate: data.readAt,
      notes: `Generated ${data.readAt} by ${SCRIPT} from ${DATA}; do not edit by hand. Common list: ${s.annexIV.notes} National lists: ${nationalNotes} Other states' national lists (Italy, Belgium, Austria, Switzerland, ...) and the rest of the Dutch list were not found in a readable official copy and are not included: those airports get the common list only. ${s.exemptionsNotes} Annex V permits of Andorra, Canada, Japan, San Marino and the USA answer MAY_BE_REQUIRED because traveller.documents does not say which permit is held.`,
    },
    coverage: transitCoverage(
      states,
      'Airside transit at the airports of the Schengen states: the common airport transit visa list (Visa Code Annex IV), the national lists of France, Germany, Spain and (Cuba only) the Netherlands, and the Article 3(5) exemptions. Other states\' national lists were not found in a readable official copy.',
      distinctSources(s.sources, ...Object.values(s.national).flatMap((n) => [n.sources ?? [], ...(n.additions ?? []).map((a) => a.sources)])),
    ),
    procedures,
    rules,
  };
}

write('rules/transit/gbr.json', buildGbr());
write('rules/transit/schengen.json', buildSchengen());
console.log(describeRegistration(registerRules()));
