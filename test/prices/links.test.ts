// Official application portals added in the second pass of issue 10 (part 3): the e-visa answers
// of Botswana and Uganda carry the portal as an "Apply online" link and the government page that
// names it among their sources (data/links/official-portals.json, merged by the matrix import).
import { describe, expect, it } from 'vitest';
import { answer, record } from './answers.js';
import type { ProcedureRecord } from '../../src/schema/generated.js';


describe('official e-visa portals (second pass)', () => {
  it('Botswana: an Armenian passport gets the e-visa answer with evisa.gov.bw and the portal page as a source', () => {
    const visa = record(answer('ARM', 'EVN', 'GBE'), 'visa-bwa-e-visa')!;
    expect(visa.attributes.actions).toEqual([{ type: 'LINK', title: 'Apply online', url: 'https://evisa.gov.bw/' }]);
    expect(visa.attributes.sources.map((s) => s.url)).toContain('https://evisa.gov.bw/js/app.js.map');
  });

  it('Uganda: an Argentine passport gets the e-visa answer with visas.immigration.go.ug, named by the Directorate', () => {
    const visa = record(answer('ARG', 'EZE', 'EBB'), 'visa-uga-e-visa')!;
    expect(visa.attributes.actions).toEqual([{ type: 'LINK', title: 'Apply online', url: 'https://visas.immigration.go.ug/' }]);
    const urls = visa.attributes.sources.map((s) => s.url);
    expect(urls).toContain('https://immigration.go.ug/media/mandatory-digitization-citizenship-records-and-issuance-new-certificates');
    expect(visa.attributes.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
  });

  it('no portal where the answer is not the e-visa: a Kenyan passport to Uganda (visa-free in the matrix) gets no e-visa record', () => {
    const body = answer('KEN', 'NBO', 'EBB');
    expect(record(body, 'visa-uga-e-visa')).toBeUndefined();
    expect(body.included.flatMap((r) => ((r as ProcedureRecord).attributes.actions ?? []).map((a) => a.url))).not.toContain('https://visas.immigration.go.ug/');
  });
});
