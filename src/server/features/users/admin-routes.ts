import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USERS_PAGE_SIZE,
  adminUserOptionsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  updateAdminUserBodySchema,
} from '../../../contract/admin-people';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { adminViewsOf, searchGroupUsers, userOptions } from './admin-repository';
import { setUserActive } from './set-user-active';
import { updateAdminUser } from './update-user';

/** The group's users for its admins: search, roles, fixed desk, subscriptions, approvals, deactivation. */
export const userAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/users',
      {
        schema: {
          summary: "The group's users (deactivated ones too) by name, e-mail or department, a page at a time",
          operationId: 'listAdminUsers',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersResponseSchema },
        },
      },
      async (request) => {
        const { groupId } = contextOf(request).auth;
        const { rows, total } = await searchGroupUsers(database.db, groupId, request.query);
        return { users: await adminViewsOf(database.db, groupId, rows), page: request.query.page, total, page_size: ADMIN_USERS_PAGE_SIZE };
      },
    );

    app.get(
      '/admin/user_options',
      {
        schema: {
          summary: 'The desks and the approvable rooms and bookables the user dialog offers',
          operationId: 'listAdminUserOptions',
          response: { 200: adminUserOptionsSchema },
        },
      },
      async (request) => userOptions(database.db, contextOf(request).auth.groupId),
    );

    app.put(
      '/admin/users/:id',
      {
        schema: {
          summary: "Changes a user's admin role, fixed desk, subscription and approvals; the last active admin stays (422)",
          operationId: 'updateAdminUser',
          params: idParamsSchema,
          body: updateAdminUserBodySchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => updateAdminUser(database, contextOf(request), request.params.id, request.body, clock.now()),
    );

    app.post(
      '/admin/users/:id/deactivate',
      {
        schema: {
          summary: 'Deactivates a user: no sign-in, sessions ended, bookings ahead cancelled, hidden from staff search',
          operationId: 'deactivateUser',
          params: idParamsSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => setUserActive(database, contextOf(request), request.params.id, false, clock.now()),
    );

    app.post(
      '/admin/users/:id/reactivate',
      {
        schema: {
          summary: 'Reactivates a deactivated user: they can sign in again',
          operationId: 'reactivateUser',
          params: idParamsSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => setUserActive(database, contextOf(request), request.params.id, true, clock.now()),
    );
  };
