/**
 * Every screen's address, in one place. Screens without parameters are plain paths; the others are
 * built by a function (links) and matched by their pattern in `routePatterns` (router).
 */
export const paths = {
  home: '/',
  login: '/login',
  password: '/password',
  register: '/register',
  imprint: '/imprint',
  intro: '/intro',
  logout: '/logout',
  /** the first tab: where a signed-in user starts */
  reports: '/reports',
  reservations: '/reservations',
  one: '/one',
  settings: '/settings',
  deskSettings: '/settings/desk',
  notificationSettings: '/settings/notifications',
  deskRequests: '/desk_requests',
  admin: '/admin',
  adminGroup: '/admin/group',
  adminTexts: '/admin/texts',
  adminSlots: '/admin/slots',
  adminSso: '/admin/sso',
  adminLottery: '/admin/lottery',
  qrSheet: '/admin/qr',
  /** locations and areas; with `?area=<id>` the resources of that area */
  adminPlaces: '/admin/places',
  bookingEdit: '/bookings/edit',
  parking: '/parkefficient',
  team: '/staff_search',
  messages: '/history',
  conferenceRooms: '/conference_rooms',
  conferenceRoomBookings: '/conference_room_bookings',
  adminCatering: '/admin/catering',
  adminUsers: '/admin/users',
  adminProblems: '/admin/problems',
  adminAudit: '/admin/audit',
  adminOccupancy: '/admin/occupancy',
  bookableBookings: '/bookable_bookings',
  approvals: '/approvals',
  createGroup: '/create-group',
  ownDesk: '/desk',
  /** the floor plan editor; `adminPlansOf` opens it on one area */
  adminPlans: '/admin/plans',
  adminPlansOf: (areaId: number) => `/admin/plans?area=${areaId}`,
  reservationsOn: (day: string) => `/reservations?day=${encodeURIComponent(day)}`,
  checkIn: (uuid: string) => `/desks/check_in/${encodeURIComponent(uuid)}`,
  deskProblem: (deskId: number, label: string) => `/desks/problem/${deskId}?label=${encodeURIComponent(label)}`,
  editBookings: (ids: readonly number[]) => `/bookings/edit?ids=${ids.join(',')}`,
  /** the room booking form, prefilled (room, day and time are optional) */
  bookRoom: (prefill: { room: number; day?: string; start?: number; end?: number }) =>
    `/conference_room_bookings?${new URLSearchParams(
      Object.entries(prefill)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString()}`,
  roomBooking: (id: number) => `/conference_room_bookings?id=${id}`,
  adminPlacesArea: (areaId: number) => `/admin/places?area=${areaId}`,
  /** the reader's last lottery draws */
  lotteryRuns: '/lottery/runs',
  /** a lottery run's page: commitment, seed, replay in the browser */
  lotteryRun: (id: number) => `/lottery/runs/${id}`,
  conferenceRoomsOn: (day: string) => `/conference_rooms?day=${encodeURIComponent(day)}`,
  /** a waiting-list offer (what its message, push and mail open) */
  waitlistOffer: (id: number) => `/lottery/offers/${id}`,
} as const;

/** Router patterns of the screens with path parameters (built by the functions of the same name above). */
export const routePatterns = {
  checkIn: '/desks/check_in/:uuid',
  deskProblem: '/desks/problem/:deskId',
  lotteryRun: '/lottery/runs/:id',
  /** single sign-on comes back here with its one-time token */
  acs: '/acs/:token',
  waitlistOffer: '/lottery/offers/:id',
} as const;
