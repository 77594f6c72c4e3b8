// Readers for the ECB reference-rate files used by scripts/refresh-fx.ts. The samples follow the
// published file formats; their numbers are FICTIONAL.
import { describe, expect, it } from 'vitest';
import { parseEcbCsv, parseEcbXml } from '../../src/prices/index.js';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2000-01-03'>
      <Cube currency='USD' rate='1.1'/>
      <Cube currency='GBP' rate='0.85'/>
      <Cube rate='1.5' currency='CAD'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe('ECB reference-rate files', () => {
  it('reads eurofxref-daily.xml', () => {
    expect(parseEcbXml(XML)).toEqual({ date: '2000-01-03', rates: { USD: '1.1', GBP: '0.85', CAD: '1.5' } });
  });

  it('reads eurofxref.csv with its English date', () => {
    expect(parseEcbCsv('Date, USD, JPY, GBP, CAD, \n3 January 2000, 1.1, 160.5, 0.85, 1.5, \n')).toEqual({
      date: '2000-01-03', rates: { USD: '1.1', JPY: '160.5', GBP: '0.85', CAD: '1.5' },
    });
  });

  it('refuses what is not a rate file', () => {
    expect(() => parseEcbXml('<html>maintenance</html>')).toThrow();
    expect(() => parseEcbCsv('hello')).toThrow();
  });
});
