// The one-leg trip the freshness tests answer: a passport flown from one airport to another on
// 2026-12-10 (after every override of 2025-2026 has started), texts in en-GB.
export function directTrip(passport: string, from: string, to: string): Record<string, unknown> {
  return {
    data: { type: 'TRIP', attributes: {
      locale: 'en-GB',
      traveller: { passports: [passport] },
      travelNodes: [
        { type: 'ORIGIN', airportCode: from, departure: { date: '2026-12-10', time: '02:00', travelMode: 'AIR' } },
        { type: 'DESTINATION', airportCode: to, arrival: { date: '2026-12-10', time: '09:00', travelMode: 'AIR' } },
      ],
    } },
  };
}
