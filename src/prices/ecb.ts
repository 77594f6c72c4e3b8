// Readers for the ECB's euro foreign exchange reference rate files, as downloaded from
// https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html
// (eurofxref-daily.xml, or eurofxref.csv from eurofxref.zip). Pure: text in, rates out.

export interface EcbRates { date: string; rates: Record<string, string> }

/** eurofxref-daily.xml: <Cube time='YYYY-MM-DD'><Cube currency='USD' rate='1.0876'/>... (first day only). */
export function parseEcbXml(xml: string): EcbRates {
  const day = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>([\s\S]*?)<\/Cube>/.exec(xml);
  if (!day) throw new Error('no <Cube time="..."> element: not an ECB reference rate file');
  const rates: Record<string, string> = {};
  const re = /<Cube\s+(?:currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]|rate=['"]([0-9.]+)['"]\s+currency=['"]([A-Z]{3})['"])\s*\/>/g;
  for (let m = re.exec(day[2]!); m; m = re.exec(day[2]!)) {
    const code = m[1] ?? m[4]!;
    const rate = m[2] ?? m[3]!;
    if (!(code in rates)) rates[code] = rate;
  }
  if (!Object.keys(rates).length) throw new Error(`no rates for ${day[1]}`);
  return { date: day[1]!, rates };
}

const MONTHS: Record<string, string> = {
  january: '01', february: '02', march: '03', april: '04', may: '05', june: '06',
  july: '07', august: '08', september: '09', october: '10', november: '11', december: '12',
};

/** eurofxref.csv: a header "Date, USD, JPY, ..." and one row "20 November 2026, 1.0876, ...". */
export function parseEcbCsv(csv: string): EcbRates {
  const lines = csv.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines.length < 2) throw new Error('expected a header line and a data line');
  const header = lines[0]!.split(',').map((s) => s.trim());
  const row = lines[1]!.split(',').map((s) => s.trim());
  if (header[0] !== 'Date') throw new Error('the first column must be Date');
  const dm = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(row[0]!);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(row[0]!) ? row[0]! : dm && MONTHS[dm[2]!.toLowerCase()] ? `${dm[3]}-${MONTHS[dm[2]!.toLowerCase()]}-${dm[1]!.padStart(2, '0')}` : undefined;
  if (!iso) throw new Error(`unreadable date ${JSON.stringify(row[0])}`);
  const rates: Record<string, string> = {};
  header.forEach((code, i) => {
    if (i === 0 || !/^[A-Z]{3}$/.test(code)) return;
    const v = row[i];
    if (v && /^\d+(\.\d+)?$/.test(v)) rates[code] = v;
  });
  if (!Object.keys(rates).length) throw new Error(`no rates for ${iso}`);
  return { date: iso, rates };
}
