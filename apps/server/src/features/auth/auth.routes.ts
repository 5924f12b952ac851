import { emptyDataSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  authResultSchema,
  changePasswordBodySchema,
  emailBodySchema,
  loginBodySchema,
  profileBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResultSchema,
  statusBodySchema,
  updatePasswordBodySchema,
  verifyOtpBodySchema,
} from "@bearish/shared/auth/auth";
import { meSchema } from "@bearish/shared/users/user";
import { inviteBodySchema } from "@bearish/shared/users/users-api";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  changePassword,
  forgotPassword,
  getMe,
  inviteUser,
  login,
  logout,
  resendOtp,
  resetPassword,
  setPresence,
  signup,
  updatePassword,
  updateProfile,
  verifyOtp,
} from "./auth.service";

const tags = ["auth"];
const meta = (request: FastifyRequest) => ({ userAgent: request.headers["user-agent"] ?? null, ip: request.ip });
const empty = successEnvelope(emptyDataSchema);

/** Account routes open to signed-out visitors. */
export const authPublicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/user/auth/signup",
    {
      schema: {
        tags,
        summary: "Create an account and mail a 6-digit code",
        body: signupBodySchema,
        response: { 201: successEnvelope(signupResultSchema) },
      },
    },
    async (request, reply) => created(reply, await signup(ctx, request.body), "OTP sent successfully"),
  );

  app.post(
    "/user/auth/verify-otp",
    {
      schema: {
        tags,
        summary: "Verify the signup code and sign in",
        body: verifyOtpBodySchema,
        response: { 200: successEnvelope(authResultSchema) },
      },
    },
    async (request) => ok(await verifyOtp(ctx, request.body.email, request.body.otp, meta(request)), "Email verified"),
  );

  app.post(
    "/user/auth/resend-otp",
    { schema: { tags, summary: "Mail a new signup code", body: emailBodySchema, response: { 200: empty } } },
    async (request) => {
      await resendOtp(ctx, request.body.email);
      return ok({}, "OTP sent successfully");
    },
  );

  app.post(
    "/user/auth/login",
    {
      schema: { tags, summary: "Sign in", body: loginBodySchema, response: { 200: successEnvelope(authResultSchema) } },
    },
    async (request) =>
      ok(await login(ctx, request.body.email, request.body.password, meta(request)), "Logged in successfully"),
  );

  app.post(
    "/user/auth/forgot-password",
    { schema: { tags, summary: "Mail a password reset link", body: emailBodySchema, response: { 200: empty } } },
    async (request) => ok({}, await forgotPassword(ctx, request.body.email)),
  );

  app.post(
    "/user/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password from a reset link",
        body: resetPasswordBodySchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.newPassword);
      return ok({}, "Password has been reset successfully");
    },
  );

  app.post(
    "/user/auth/update-password",
    {
      schema: {
        tags,
        summary: "Set a first password from an invitation link",
        body: updatePasswordBodySchema,
        response: { 200: successEnvelope(authResultSchema) },
      },
    },
    async (request) =>
      ok(await updatePassword(ctx, request.body.token, request.body.password, meta(request)), "Password set"),
  );
};

/** Account routes that need a signed-in user (registered in the signed-in scope). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/user/auth/logout",
    { schema: { tags, summary: "Sign out this session", response: { 200: empty } } },
    async (request) => {
      await logout(ctx, requireActor(request));
      return ok({}, "Logged out successfully");
    },
  );

  app.post(
    "/user/auth/change-password",
    { schema: { tags, summary: "Change the password", body: changePasswordBodySchema, response: { 200: empty } } },
    async (request) => {
      await changePassword(ctx, requireActor(request), request.body.currentPassword, request.body.newPassword);
      return ok({}, "Password changed successfully");
    },
  );

  app.post(
    "/user/auth/invite",
    {
      schema: {
        tags,
        summary: "Invite a person by email (ADMIN or MANAGER)",
        body: inviteBodySchema,
        response: { 201: successEnvelope(meSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await inviteUser(ctx, requireActor(request), request.body), "Invitation sent"),
  );

  app.get(
    "/user/auth/me",
    { schema: { tags, summary: "The signed-in user", response: { 200: successEnvelope(meSchema) } } },
    async (request) => ok(await getMe(ctx, requireActor(request)), "Current user"),
  );

  app.put(
    "/user/auth/profile",
    {
      schema: {
        tags,
        summary: "Update the signed-in user's profile and preferences",
        body: profileBodySchema,
        response: { 200: successEnvelope(meSchema) },
      },
    },
    async (request) => ok(await updateProfile(ctx, requireActor(request), request.body), "Profile updated"),
  );

  app.put(
    "/user/auth/status",
    {
      schema: { tags, summary: "Set presence", body: statusBodySchema, response: { 200: successEnvelope(meSchema) } },
    },
    async (request) => ok(await setPresence(ctx, requireActor(request), request.body.status), "Status updated"),
  );
};
