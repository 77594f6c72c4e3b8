// Prices of electronic travel authorisations and e-visas: model, exact conversion through the
// ECB euro reference rates, and how a price appears in a response. Pure (no node:* imports).
export { decimalOf, mulDivRound, parseDecimal, type Decimal } from './decimal.js';
export { parseEcbCsv, parseEcbXml, type EcbRates } from './ecb.js';
export { CONVERTED_DECIMALS, convert, convertedBlock, rateOf, REQUEST_CURRENCIES, snapshotProblems, type FxSnapshot, type RequestCurrency } from './fx.js';
export { convertedText, formatAmount, formatRateDate, inRequestedCurrency, productAttributes, shownWithPriced } from './view.js';
export { LINKABLE_ANSWERS, SOURCE_TIERS, portalIndex, portalTableProblems, type PortalLeftOut, type PortalLink, type PortalSource, type PortalTable } from './links.js';
