// travel-requirements/core: the pure API (no node:* imports), for browsers and edge runtimes.
// Pass the ruleset, locales and reference data as values.
export { createTravelRequirementsCore, RulesetError, TRIPS_VERSION } from './service.js';
export type { CoreOptions, Result, TravelRequirements, TripOptions } from './service.js';
export type { RulesetSource, RulesetFileSource, LocaleResources } from './rules/source.js';
export type { ReferenceDataInput, Territory, Region, Airport } from './reference/types.js';
export type { Facts, FactName, CheckpointKind, EntryReason } from './facts/catalogue.js';
export type {
  TripRequestDocument, TripResponseDocument, ErrorDocument, ErrorObject, ProcedureRecord, RestrictionRecord,
  RuleFile, Rule, RulesetManifest, InformationGroup, Grouping,
} from './schema/generated.js';
export { schemas } from './schema/generated.js';
export { countryResolver, summarise, summariseErrors, summariseTrip, type CountryOf } from './summary/index.js';
export { createProcedures, PROCEDURES_VERSION, type Procedures, type ProceduresOptions } from './procedures/index.js';
export { createPlaces, PlacesDataError, PLACES_VERSION, type Places, type PlacesOptions } from './places/index.js';
export type { QueryInput } from './query/params.js';
export type {
  ProceduresResponseDocument, ProcedureResponseDocument, PlacesResponseDocument, PlaceRecord, PlacesFile, PlaceInput,
} from './schema/generated.js';
