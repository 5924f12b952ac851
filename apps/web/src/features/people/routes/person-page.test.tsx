import type { UserDetails } from "@bearish/shared/users/users-api";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

const ALAN_ID = "0197a000-0000-7000-8000-0000000000c3";

const ALAN: UserDetails = {
  ...makeMe({
    id: ALAN_ID,
    firstName: "Alan",
    lastName: "Turing",
    fullName: "Alan Turing",
    email: "alan@bearish.demo",
    role: "TEAM LEAD",
    status: "doNotDisturb",
    avatar: "fox",
    avatar_fallBack: "AT",
  }),
  employmentStatus: "FULL_TIME",
  jobTitle: "Tech Lead",
  departmentId: "0197a000-0000-7000-8000-0000000000d1",
  department: {
    id: "0197a000-0000-7000-8000-0000000000d1",
    name: "Engineering",
    isDeleted: false,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
  },
  startDate: "2024-03-01",
};

function definition(term: string): string | null {
  const dt = screen.getAllByRole("term").find((node) => node.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe("person profile", () => {
  it("shows the person's details from get-user-details", async () => {
    const fetchMock = mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      [`GET /api/user/auth/get-user-details/${ALAN_ID}`]: ok(ALAN),
    });
    renderApp(`/en/people/${ALAN_ID}`, { token: "tok" });
    expect(await screen.findByRole("heading", { level: 1, name: "Alan Turing" })).toBeInTheDocument();
    expect(screen.getByText("Tech Lead · Engineering")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Alan Turing" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "alan@bearish.demo" })).toHaveAttribute("href", "mailto:alan@bearish.demo");
    expect(screen.getByRole("link", { name: "Send email" })).toHaveAttribute("href", "mailto:alan@bearish.demo");
    expect(definition("Role")).toBe("Team lead");
    expect(definition("Status")).toBe("Do not disturb");
    expect(definition("Job title")).toBe("Tech Lead");
    expect(definition("Department")).toBe("Engineering");
    expect(definition("Employment status")).toBe("Full time");
    expect(definition("Start date")).toBe("March 1, 2024");
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/user/auth/get-user-details/${ALAN_ID}`)).toBe(true);
  });

  it("says Not set for missing employment details, in Arabic too", async () => {
    mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      [`GET /api/user/auth/get-user-details/${ALAN_ID}`]: ok({
        ...ALAN,
        jobTitle: null,
        department: null,
        departmentId: null,
        employmentStatus: null,
        startDate: null,
      }),
    });
    renderApp(`/ar/people/${ALAN_ID}`, { token: "tok" });
    expect(await screen.findByRole("heading", { level: 1, name: "Alan Turing" })).toBeInTheDocument();
    expect(definition("المسمى الوظيفي")).toBe("غير محدد");
    expect(definition("تاريخ البدء")).toBe("غير محدد");
    expect(definition("الدور")).toBe("قائد فريق");
  });

  it("shows No User Found when the server answers 404", async () => {
    mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      [`GET /api/user/auth/get-user-details/${ALAN_ID}`]: fail(404, "request.not_found", "User not found"),
    });
    renderApp(`/en/people/${ALAN_ID}`, { token: "tok" });
    expect(await screen.findByRole("heading", { level: 1, name: "No User Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/en");
  });

  it("offers Try Again when the server fails otherwise", async () => {
    mockApi({
      "GET /api/user/auth/me": ok(makeMe()),
      [`GET /api/user/auth/get-user-details/${ALAN_ID}`]: fail(500, "server.error", "Boom"),
    });
    renderApp(`/en/people/${ALAN_ID}`, { token: "tok" });
    expect(await screen.findByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
