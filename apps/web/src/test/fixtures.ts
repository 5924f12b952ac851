import type { Me } from "@bearish/shared/users/user";

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: "0197a000-0000-7000-8000-000000000001",
    firstName: "Grace",
    lastName: "Hopper",
    fullName: "Grace Hopper",
    email: "grace@example.com",
    role: "ADMIN",
    userType: "USER",
    source: "BEARISH",
    accountId: null,
    status: "online",
    accountState: "active",
    avatar: null,
    avatar_fallBack: "GH",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    personalEmail: null,
    preferences: { theme: "light", language: "en" },
    ...overrides,
  };
}
