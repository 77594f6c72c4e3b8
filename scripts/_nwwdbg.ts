import { createTravelRequirements } from '/work/wt/nwwfees/src/index.js';
import { expandShortTrip } from '/work/wt/nwwfees/src/ruletest/shortform.js';
const tr = createTravelRequirements();
const r:any = tr.trips(expandShortTrip({ passports: ['FRA'], from: 'FRA', to: 'MDV', date: '2026-12-01' }));
console.log(r.body.included.map((x:any)=>[x.id,x.type,x.attributes?.type,JSON.stringify(x.attributes?.priceOf)]));
