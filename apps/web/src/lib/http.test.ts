import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "../test/fetch-mock";
import { HttpError, http, setUnauthorizedHandler } from "./http";

describe("http wrapper", () => {
  let onUnauthorized: ReturnType<typeof vi.fn<(loginPath: string) => void>>;
  let restoreHandler: () => void;

  beforeEach(() => {
    onUnauthorized = vi.fn<(loginPath: string) => void>();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => restoreHandler());

  it("prefixes /api, sends the bearer token from local storage and returns the envelope", async () => {
    window.localStorage.setItem("token", "tok-123");
    const fetchMock = mockApi({ "GET /api/user/auth/me": ok({ id: "u1" }, "Current user") });

    const result = await http.get<{ id: string }>("/user/auth/me", {
      query: { page: 2, search: "a b", skip: undefined },
    });

    expect(result.data).toEqual({ id: "u1" });
    expect(result.message).toBe("Current user");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/user/auth/me?page=2&search=a+b");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer tok-123");
  });

  it("leaves absolute URLs alone and sends JSON bodies", async () => {
    const fetchMock = mockApi({ "POST /hook": ok({}) });
    await http.post("https://example.com/hook", { a: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("https://example.com/hook");
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(new Headers(init?.headers).has("Authorization")).toBe(false);
  });

  it("offers get, post, put, patch and delete with their methods", async () => {
    const fetchMock = mockApi({
      "GET /api/x": ok(1),
      "POST /api/x": ok(2),
      "PUT /api/x": ok(3),
      "PATCH /api/x": ok(4),
      "DELETE /api/x": ok(5),
    });
    const answers = [
      await http.get<number>("/x"),
      await http.post<number>("/x"),
      await http.put<number>("/x"),
      await http.patch<number>("/x"),
      await http.delete<number>("/x"),
    ].map((r) => r.data);
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(["GET", "POST", "PUT", "PATCH", "DELETE"]);
  });

  it("turns an HTTP error into 'Request failed with status {status}: {message}' with code and server message", async () => {
    mockApi({ "POST /api/departments": fail(409, "department.name_taken", "A department with this name exists") });
    const error = await http.post("/departments", { name: "Ops" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: "Request failed with status 409: A department with this name exists",
      status: 409,
      code: "department.name_taken",
      serverMessage: "A department with this name exists",
    });
  });

  it("says 'Unknown error' when an error response carries no message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    const error = await http.get("/anything").catch((e: unknown) => e);
    expect((error as HttpError).message).toBe("Request failed with status 502: Unknown error");
    expect((error as HttpError).serverMessage).toBeNull();
  });

  it("says 'No response received from the server' when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await http.get("/anything").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("No response received from the server");
    expect((error as HttpError).status).toBeNull();
  });

  it("says 'An unknown error occurred' for anything else", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new RangeError("weird"))),
    );
    const thrown = await http.get("/anything").catch((e: unknown) => e);
    expect((thrown as HttpError).message).toBe("An unknown error occurred");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("not json", { status: 200 })),
    );
    const unparsable = await http.get("/anything").catch((e: unknown) => e);
    expect((unparsable as HttpError).message).toBe("An unknown error occurred");
  });

  it("on a 401 clears the token and sends the user to the login page of the current locale", async () => {
    window.history.pushState({}, "", "/ar/settings/basics");
    window.localStorage.setItem("token", "expired");
    window.localStorage.setItem("accessToken", "old");
    mockApi({ "GET /api/user/auth/me": fail(401, "auth.unauthenticated", "Sign in to continue") });

    const error = await http.get("/user/auth/me").catch((e: unknown) => e);

    expect((error as HttpError).status).toBe(401);
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith("/ar/login");
    window.history.pushState({}, "", "/");
  });

  it.each(["/user/auth/login", "/user/auth/signup", "/user/auth/verify-otp"])(
    "does not sign out on a 401 from %s (a wrong password is not an expired session)",
    async (path) => {
      window.localStorage.setItem("token", "still-valid");
      mockApi({ [`POST /api${path}`]: fail(401, "auth.invalid_credentials", "Invalid email or password") });
      const error = await http.post(path, {}).catch((e: unknown) => e);
      expect((error as HttpError).serverMessage).toBe("Invalid email or password");
      expect(window.localStorage.getItem("token")).toBe("still-valid");
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );
});
