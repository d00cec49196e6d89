/** Query keys of the parking screen; every booking or cancellation refreshes everything under `all`. */
export const parkingKeys = {
  all: ['parking'] as const,
  offer: (day: string) => ['parking', 'offer', day] as const,
};
