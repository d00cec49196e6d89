import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGroupBodySchema,
  adminGroupSchema,
  groupTextsSchema,
  slotBodySchema,
  slotParamsSchema,
  slotSchema,
  slotsResponseSchema,
} from '../../../contract/admin-group';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { groupSlots } from '../groups/repository';
import { deleteSlot } from './delete-slot';
import { presentAdminGroup, presentSlot } from './presenter';
import { createSlot, updateSlot } from './save-slot';
import { updateGroupSettings } from './update-group-settings';
import { updateGroupTexts } from './update-group-texts';

/** The group's settings, text overrides and slots, for group admins. */
export const adminGroupRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/group',
      {
        schema: {
          summary: "The group's flags, colours, time zone, password policy and booking rules",
          operationId: 'getAdminGroup',
          response: { 200: adminGroupSchema },
        },
      },
      async (request) => presentAdminGroup(contextOf(request).group),
    );

    app.put(
      '/admin/group',
      {
        schema: {
          summary: "Replaces the group's flags, colours (#rrggbb or null for the default), time zone, password policy and booking rules",
          operationId: 'putAdminGroup',
          body: adminGroupBodySchema,
          response: { 200: adminGroupSchema },
        },
      },
      async (request) => presentAdminGroup(await updateGroupSettings(database, contextOf(request), request.body)),
    );

    app.get(
      '/admin/group/texts',
      {
        schema: {
          summary: "The group's text overrides per language",
          operationId: 'getGroupTexts',
          response: { 200: groupTextsSchema },
        },
      },
      async (request) => {
        const { translation } = contextOf(request).group;
        return { translation: { de: translation.de ?? {}, en: translation.en ?? {} } };
      },
    );

    app.put(
      '/admin/group/texts',
      {
        schema: {
          summary: "Replaces the group's text overrides; only the app's known text keys may be overridden",
          operationId: 'putGroupTexts',
          body: groupTextsSchema,
          response: { 200: groupTextsSchema },
        },
      },
      async (request) => {
        const { translation } = await updateGroupTexts(database, contextOf(request), request.body);
        return { translation: { de: translation.de ?? {}, en: translation.en ?? {} } };
      },
    );

    app.get(
      '/admin/slots',
      {
        schema: {
          summary: "The group's slots in their order",
          operationId: 'listSlots',
          response: { 200: slotsResponseSchema },
        },
      },
      async (request) => ({ slots: (await groupSlots(database.db, contextOf(request).auth.groupId)).map(presentSlot) }),
    );

    app.post(
      '/admin/slots',
      {
        schema: {
          summary: 'Adds a slot (start and end in minutes after local midnight; end after start; names unique)',
          operationId: 'createSlot',
          body: slotBodySchema,
          response: { 201: slotSchema },
        },
      },
      async (request, reply) => reply.code(201).send(presentSlot(await createSlot(database, contextOf(request), request.body))),
    );

    app.put(
      '/admin/slots/:id',
      {
        schema: {
          summary: "Changes a slot's name and times; existing bookings keep their times",
          operationId: 'updateSlot',
          params: slotParamsSchema,
          body: slotBodySchema,
          response: { 200: slotSchema },
        },
      },
      async (request) => presentSlot(await updateSlot(database, contextOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/admin/slots/:id',
      {
        schema: {
          summary: 'Removes a slot unless bookings from today on use it (409) or it is the last one (422)',
          operationId: 'deleteSlot',
          params: slotParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteSlot(database, contextOf(request), request.params.id, clock.now());
        return reply.code(204).send(null);
      },
    );
  };
