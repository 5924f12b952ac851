import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import { employeeSchema } from "@bearish/shared/users/user";
import {
  employeeListQuerySchema,
  employmentBodySchema,
  roleBodySchema,
  userDetailsSchema,
  userListQuerySchema,
  userWithExpansionsSchema,
} from "@bearish/shared/users/users-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import {
  changeRole,
  deactivateUser,
  getUserDetails,
  listAllUsers,
  listEmployees,
  reactivateUser,
  updateEmployment,
} from "./users.service";

const tags = ["users"];
const details = { 200: successEnvelope(userDetailsSchema) };

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/user/auth/all-users",
    {
      schema: {
        tags,
        summary: "People of the organisation (search, sort, expand=department)",
        querystring: userListQuerySchema,
        response: { 200: successEnvelope(z.array(userWithExpansionsSchema)) },
      },
    },
    async (request) => {
      const page = await listAllUsers(ctx, requireActor(request), request.query);
      return ok(page.items, "Users", page.meta);
    },
  );

  app.get(
    "/user/auth/get-all-employee",
    {
      schema: {
        tags,
        summary: "Employees with personal and employment information",
        querystring: employeeListQuerySchema,
        response: { 200: successEnvelope(z.array(employeeSchema)) },
      },
    },
    async (request) => {
      const page = await listEmployees(ctx, requireActor(request), request.query);
      return ok(page.items, "Employees", page.meta);
    },
  );

  app.get(
    "/user/auth/get-user-details/:id",
    { schema: { tags, summary: "One person's details", params: idParamSchema, response: details } },
    async (request) => ok(await getUserDetails(ctx, requireActor(request), request.params.id), "User details"),
  );

  app.put(
    "/user/auth/users/:id/role",
    {
      schema: {
        tags,
        summary: "Change a role (ADMIN)",
        params: idParamSchema,
        body: roleBodySchema,
        response: details,
      },
    },
    async (request) =>
      ok(await changeRole(ctx, requireActor(request), request.params.id, request.body.role), "Role changed"),
  );

  app.post(
    "/user/auth/users/:id/deactivate",
    { schema: { tags, summary: "Deactivate an account (ADMIN)", params: idParamSchema, response: details } },
    async (request) => ok(await deactivateUser(ctx, requireActor(request), request.params.id), "User deactivated"),
  );

  app.post(
    "/user/auth/users/:id/reactivate",
    { schema: { tags, summary: "Reactivate an account (ADMIN)", params: idParamSchema, response: details } },
    async (request) => ok(await reactivateUser(ctx, requireActor(request), request.params.id), "User reactivated"),
  );

  app.put(
    "/user/auth/users/:id/employment",
    {
      schema: {
        tags,
        summary: "Edit employment information (ADMIN or MANAGER)",
        params: idParamSchema,
        body: employmentBodySchema,
        response: details,
      },
    },
    async (request) =>
      ok(await updateEmployment(ctx, requireActor(request), request.params.id, request.body), "Employment updated"),
  );
};
