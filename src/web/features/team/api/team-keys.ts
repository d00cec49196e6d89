/** Query keys of the team screen; every link change refreshes everything under `all`. */
export const teamKeys = {
  all: ['team'] as const,
  staff: (q: string) => ['team', 'staff', q] as const,
  links: ['team', 'links'] as const,
  day: (day: string) => ['team', 'day', day] as const,
};
