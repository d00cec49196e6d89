import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableDesksQuerySchema,
  availableDesksResponseSchema,
  bookingsResponseSchema,
  createBookingBodySchema,
  createBookingResponseSchema,
  daysResponseSchema,
  editBookingsBodySchema,
  rangeQuerySchema,
  schedulesResponseSchema,
} from '../../../contract/bookings';
import { minutesInterval } from '../../../domain/time/interval';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { invalidField, unauthorized } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';
import { presentDesk } from '../desks/presenter';
import { availableDesks } from '../desks/repository';
import { findGroup, groupSlots } from '../groups/repository';
import { userSubscriptions } from '../users/repository';
import { cancelBooking } from './cancel-booking';
import { createBookings } from './create-bookings';
import { editBookings } from './edit-bookings';
import { defaultRange, myBookings } from './my-bookings';

export const bookingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('preHandler', authenticate(deps.tokens));

    const groupOf = async (auth: AuthContext) => {
      const group = await findGroup(database.db, auth.groupId);
      if (!group) throw unauthorized();
      return group;
    };

    app.get(
      '/desks/available',
      { schema: { querystring: availableDesksQuerySchema, response: { 200: availableDesksResponseSchema } } },
      async (request) => {
        const auth = authOf(request);
        const { day, slot_id, start_minute, end_minute, location_id } = request.query;
        const group = await groupOf(auth);
        let minutes: [number, number] = [start_minute ?? 0, end_minute ?? 0];
        if (slot_id !== undefined) {
          const slot = (await groupSlots(database.db, auth.groupId)).find((s) => s.id === slot_id);
          if (!slot) throw invalidField('slot_id', 'validation.slot_unknown');
          minutes = [slot.startMinute, slot.endMinute];
        }
        const interval = minutesInterval(day, minutes[0], minutes[1], group.timeZone);
        const desks = await availableDesks(database.db, auth.groupId, day, interval, location_id);
        return { desks: desks.map(presentDesk) };
      },
    );

    app.post(
      '/bookings',
      { schema: { body: createBookingBodySchema, response: { 201: createBookingResponseSchema } } },
      async (request, reply) => reply.code(201).send(await createBookings(database, authOf(request), request.body)),
    );

    app.put(
      '/bookings',
      { schema: { body: editBookingsBodySchema, response: { 200: createBookingResponseSchema } } },
      async (request) => editBookings(database, authOf(request), request.body),
    );

    app.get('/bookings', { schema: { querystring: rangeQuerySchema, response: { 200: bookingsResponseSchema } } }, async (request) => {
      const auth = authOf(request);
      const group = await groupOf(auth);
      return { bookings: await myBookings(database, auth, defaultRange(group.timeZone, group.maxAdvanceDays, request.query)) };
    });

    app.delete(
      '/bookings/:id',
      { schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: { 204: z.null() } } },
      async (request, reply) => {
        await cancelBooking(database, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get('/days', { schema: { querystring: rangeQuerySchema, response: { 200: daysResponseSchema } } }, async (request) => {
      const auth = authOf(request);
      const group = await groupOf(auth);
      const bookings = await myBookings(database, auth, defaultRange(group.timeZone, group.maxAdvanceDays, request.query));
      const subscriptions = await userSubscriptions(database.db, auth.groupId, auth.userId);
      const covered = (day: string) => subscriptions.some((s) => s.validUntil === null || s.validUntil >= day);
      const days = [...new Map(bookings.map((b) => [b.day, { day: b.day, status: b.status, booking_id: b.id }])).values()];
      return { days, payed_days: days.filter((d) => covered(d.day)).map((d) => ({ day: d.day })) };
    });

    app.get('/schedules', { schema: { querystring: rangeQuerySchema, response: { 200: schedulesResponseSchema } } }, async (request) => {
      const auth = authOf(request);
      const group = await groupOf(auth);
      const bookings = await myBookings(database, auth, defaultRange(group.timeZone, group.maxAdvanceDays, request.query));
      const byDay = new Map<string, typeof bookings>();
      for (const booking of bookings) byDay.set(booking.day, [...(byDay.get(booking.day) ?? []), booking]);
      return { schedules: [...byDay].map(([day, list]) => ({ day, bookings: list })) };
    });
  };
