// Rule conditions more than one importer writes, in one place so their rules stay alike.

/**
 * An arrival from outside `area` (a union, the Schengen area): the leg comes from outside it, or it
 * comes from an airside transit inside it with no earlier stay there (Johannesburg -> Paris CDG,
 * airside -> Frankfurt: the area's border is crossed on this trip and the rule applies at the
 * entry). As rules/eu/ees.json writes it by hand.
 */
export function arrivesFromOutside(area: readonly string[]): Record<string, unknown> {
  return { any: [
    { fact: 'previousTerritory', operator: 'notIn', value: area },
    { not: { fact: 'visitedBefore', operator: 'intersects', value: area } },
  ] };
}
