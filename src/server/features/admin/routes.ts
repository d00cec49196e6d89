import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationsResponseSchema, qrSheetResponseSchema } from '../../../contract/desk-settings';
import { groupSchema } from '../../../contract/group';
import { lotterySettingsBodySchema, runLotteryBodySchema, runLotteryResponseSchema } from '../../../contract/lottery';
import { presentGroup } from '../groups/presenter';
import { runLotteryForDay } from '../lottery/run-for-day';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { AppError, forbidden, invalidField, unauthorized } from '../../http/errors';
import { ACTIVE_BOOKING_STATUSES, areas, bookings, desks, groups, locations, users } from '../../db/schema';
import { findGroup, groupSlots } from '../groups/repository';
import { findUser, findUserByEmail } from '../users/repository';
import { syncOwnerCalendar } from '../desk-settings/owner-calendar';
import { ownerOf } from '../desk-settings/service';
import { findDesk } from '../desks/repository';
import { notify } from '../messages/notify';

/** Group administration; every route checks that the caller is an admin of their own group. */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config } = deps;
    app.addHook('preHandler', authenticate(deps.tokens));
    app.addHook('preHandler', async (request) => {
      const auth = authOf(request);
      const user = await findUser(database.db, auth.groupId, auth.userId);
      if (!user) throw unauthorized();
      if (!user.isAdmin) throw forbidden();
    });

    app.get('/admin/locations', { schema: { response: { 200: locationsResponseSchema } } }, async (request) => {
      const rows = await database.db.select().from(locations).where(eq(locations.groupId, authOf(request).groupId)).orderBy(asc(locations.name));
      return { locations: rows.map((l) => ({ id: l.id, name: l.name, address: l.address })) };
    });

    app.get(
      '/admin/locations/:id/qr_sheet',
      { schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: qrSheetResponseSchema } } },
      async (request) => {
        const { groupId } = authOf(request);
        const [location] = await database.db
          .select()
          .from(locations)
          .where(and(eq(locations.groupId, groupId), eq(locations.id, request.params.id)));
        if (!location) throw new AppError('not_found', 'errors.not_found');
        const rows = await database.db
          .select({ id: desks.id, label: desks.label, uuid: desks.uuid, area: areas.name })
          .from(desks)
          .innerJoin(areas, and(eq(areas.groupId, desks.groupId), eq(areas.id, desks.areaId)))
          .where(and(eq(desks.groupId, groupId), eq(areas.locationId, location.id), eq(desks.active, true)))
          .orderBy(asc(areas.name), asc(desks.label));
        return {
          location: { id: location.id, name: location.name },
          desks: rows.map((d) => ({ id: d.id, label: d.label, area: d.area, check_in_url: `${config.publicUrl}/#/desks/check_in/${d.uuid}` })),
        };
      },
    );

    app.put(
      '/admin/group/lottery',
      { schema: { body: lotterySettingsBodySchema, response: { 200: groupSchema } } },
      async (request) => {
        const { groupId } = authOf(request);
        const body = request.body;
        const [group] = await database.db
          .update(groups)
          .set({
            allocationMode: body.allocation_mode,
            lotteryCutoffMinute: body.lottery_cutoff_minute,
            fairnessWindowWeeks: body.fairness_window_weeks,
            noShowsCount: body.no_shows_count,
          })
          .where(eq(groups.id, groupId))
          .returning();
        if (!group) throw unauthorized();
        return presentGroup(group, await groupSlots(database.db, groupId));
      },
    );

    /** Closes the requests of a day now and draws (instead of waiting for the cutoff). */
    app.post('/admin/lottery/run', { schema: { body: runLotteryBodySchema, response: { 200: runLotteryResponseSchema } } }, async (request) => {
      const { groupId } = authOf(request);
      const group = await findGroup(database.db, groupId);
      if (!group) throw unauthorized();
      if (group.allocationMode !== 'algorithm') throw invalidField('day', 'validation.not_lottery_mode');
      const slots = await groupSlots(database.db, groupId);
      const outcome = await database.db.transaction((tx) => runLotteryForDay(tx, group, slots, request.body.day));
      deps.kickOutbox();
      return outcome;
    });

    /**
     * Takes a desk out of service (or back). Future bookings of a removed desk are cancelled and their
     * holders told (DeskDeletedNotification), in the same transaction.
     */
    app.put(
      '/admin/desks/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.object({ active: z.boolean() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { groupId } = authOf(request);
        const [desk] = await database.db.select().from(desks).where(and(eq(desks.groupId, groupId), eq(desks.id, request.params.id)));
        if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
        const group = await findGroup(database.db, groupId);
        if (!group) throw unauthorized();
        const place = await findDesk(database.db, groupId, desk.id);
        await database.db.transaction(async (tx) => {
          await tx.update(desks).set({ active: request.body.active }).where(and(eq(desks.groupId, groupId), eq(desks.id, desk.id)));
          if (request.body.active) return;
          const cancelled = await tx
            .update(bookings)
            .set({ status: 'cancelled', endedAt: sql`now()` })
            .where(
              and(
                eq(bookings.groupId, groupId),
                eq(bookings.deskId, desk.id),
                inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
                sql`${bookings.endAt} > now()`,
              ),
            )
            .returning();
          for (const booking of cancelled) {
            await notify(tx, { groupId, userId: booking.userId }, 'DeskDeletedNotification', {
              desk: desk.label,
              place: place ? `${place.locationName}, ${place.areaName}` : '',
              time_zone: group.timeZone,
              intervals: [{ start: booking.startAt.toISOString(), end: booking.endAt.toISOString() }],
            });
          }
        });
        deps.kickOutbox();
        return reply.code(204).send(null);
      },
    );

    /** Assigns a fixed desk to a user (or frees it); the owner's calendar follows at once. */
    app.put(
      '/admin/desks/:id/owner',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.object({ email: z.string().trim().toLowerCase().max(254).nullable() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { groupId } = authOf(request);
        const desk = await findDesk(database.db, groupId, request.params.id);
        if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
        const owner = request.body.email ? await findUserByEmail(database.db, request.body.email) : null;
        if (request.body.email && (!owner || owner.groupId !== groupId)) throw invalidField('email', 'validation.email_not_found');
        const group = await findGroup(database.db, groupId);
        if (!group) throw unauthorized();
        const slots = await groupSlots(database.db, groupId);
        await database.db.transaction(async (tx) => {
          // The previous owner's future own days end with the ownership.
          await tx
            .update(bookings)
            .set({ status: 'released', endedAt: sql`now()` })
            .where(
              and(
                eq(bookings.groupId, groupId),
                eq(bookings.deskId, desk.desk.id),
                eq(bookings.source, 'owner'),
                inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
                sql`${bookings.endAt} > now()`,
              ),
            );
          await tx.update(desks).set({ ownerUserId: null }).where(and(eq(desks.groupId, groupId), eq(desks.ownerUserId, owner?.id ?? -1)));
          await tx.update(desks).set({ ownerUserId: owner?.id ?? null }).where(and(eq(desks.groupId, groupId), eq(desks.id, desk.desk.id)));
          if (owner) {
            const mode = owner.deskMode === 'searching' ? 'always' : owner.deskMode;
            const [updated] = await tx.update(users).set({ deskMode: mode }).where(and(eq(users.groupId, groupId), eq(users.id, owner.id))).returning();
            if (updated) await syncOwnerCalendar(tx, ownerOf(updated, desk), group, slots, { resetReleased: true });
          }
        });
        return reply.code(204).send(null);
      },
    );
  };
