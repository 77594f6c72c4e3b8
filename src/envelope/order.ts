// Orders the spec fixes: information groups, and enforcement from most to least restrictive.
import type { Enforcement, GroupType } from '../schema/generated.js';

export const GROUP_ORDER: readonly GroupType[] = [
  'VISA_REQUIREMENTS', 'TRAVEL_RESTRICTIONS', 'DOCUMENTS_AND_FORMS', 'PUBLIC_HEALTH_REQUIREMENTS', 'ADDITIONAL_INFORMATION', 'UPCOMING',
];

const RESTRICTIVENESS: Record<Enforcement, number> = {
  MANDATORY: 5, MAY_BE_REQUIRED: 4, UNKNOWN: 3, RECOMMENDED: 2, OPTIONAL: 1, NOT_REQUIRED: 0,
};

export function mostRestrictive(list: readonly Enforcement[]): Enforcement | undefined {
  let best: Enforcement | undefined;
  for (const e of list) if (best === undefined || RESTRICTIVENESS[e] > RESTRICTIVENESS[best]) best = e;
  return best;
}
