import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import { departmentBodySchema, departmentSchema } from "@bearish/shared/users/department";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { createDepartment, deleteDepartment, listDepartments, renameDepartment } from "./departments.service";

const tags = ["departments"];

export const departmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/departments",
    { schema: { tags, summary: "List departments", response: { 200: successEnvelope(z.array(departmentSchema)) } } },
    async (request) => {
      requireActor(request);
      return ok(await listDepartments(ctx), "Departments");
    },
  );

  app.post(
    "/departments",
    {
      schema: {
        tags,
        summary: "Create a department (ADMIN)",
        body: departmentBodySchema,
        response: { 201: successEnvelope(departmentSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await createDepartment(ctx, requireActor(request), request.body), "Department created"),
  );

  app.put(
    "/departments/:id",
    {
      schema: {
        tags,
        summary: "Rename a department (ADMIN)",
        params: idParamSchema,
        body: departmentBodySchema,
        response: { 200: successEnvelope(departmentSchema) },
      },
    },
    async (request) =>
      ok(await renameDepartment(ctx, requireActor(request), request.params.id, request.body), "Department renamed"),
  );

  app.delete(
    "/departments/:id",
    {
      schema: {
        tags,
        summary: "Delete a department (ADMIN)",
        params: idParamSchema,
        response: { 200: successEnvelope(departmentSchema) },
      },
    },
    async (request) => ok(await deleteDepartment(ctx, requireActor(request), request.params.id), "Department deleted"),
  );
};
