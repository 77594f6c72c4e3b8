// Destinations the sixteenth pass for M-Z (branch healthfm) answered from the travel-advice pages of Canada, the
// UK, the US, Australia and Ireland. Earlier passes' tests pin "still silent" or "still PARTIAL" lists that name
// them; those lists skip these codes, and test/health/health-pass16-m-z.test.ts pins the new answers instead.

/** Gained a HEALTH statement (PARTIAL or COVERED) where none existed before. */
export const PASS16_NEW_STATEMENT = new Set(
  'MAR MCO MDA MDV MHL MLT MMR MNG MRT NAM NRU PAK PNG POL PRK PRT PSE QAT SEN SMR STP SVK TGO TLS TON TUN TUV UKR USA VEN VNM VUT YEM ZWE'.split(' '),
);

/** Territories outside the visa matrix that gained a HEALTH statement (PARTIAL or COVERED). */
export const PASS16_TERRITORIES = new Set(
  'AIA BMU VGB CYM GRL ASM COK FLK GIB GUM MNP PRI REU SPM TKL VIR TCA PYF GLP MTQ MYT MSR NCL NIU MAF BLM SXM CUW BES PCN WLF'.split(' '),
);

/** Made COVERED by a whole-list row on the State Department's Quick Facts (PARTIAL before, or without a statement). */
export const PASS16_COVERED = new Set(
  'MDA MNG NRU POL PRT SVK TLS TON TUN TUV UKR YEM NAM TGO MDV VEN PER SYR TUR URY OMN NIC TZA NER AIA BMU VGB CYM GRL SXM CUW BES'.split(' '),
);
