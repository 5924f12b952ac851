import type { CloudFile, CloudFolder, CloudMember, CloudPerson } from "@bearish/shared/cloud-storage/cloud-file";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { i18n } from "../../../../app/i18n/i18n";
import { SnackbarProvider } from "../../../../lib/snackbar";
import { makeMe } from "../../../../test/fixtures";
import { meQueryKey } from "../../../auth/hooks/use-me";

export const ME = makeMe();
export const ME_PERSON: CloudPerson = {
  id: ME.id,
  firstName: ME.firstName,
  lastName: ME.lastName,
  email: ME.email,
  avatar: null,
};
export const ADA: CloudPerson = {
  id: "0197a000-0000-7000-8000-0000000000a1",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  avatar: null,
};
export const ALAN: CloudPerson = {
  id: "0197a000-0000-7000-8000-0000000000a2",
  firstName: "Alan",
  lastName: "Turing",
  email: "alan@example.com",
  avatar: null,
};

const NOW = "2026-03-01T10:00:00.000Z";

/** A cloud file as the server presents it (all of `cloudFileSchema`'s fields). */
export function makeCloudFile(overrides: Partial<CloudFile> = {}): CloudFile {
  return {
    id: "0197b000-0000-7000-8000-000000000f01",
    name: "report.pdf",
    originalName: "report.pdf",
    description: "",
    tags: [],
    directory: "/Docs",
    path: "/Docs/report.pdf",
    size: 1_500_000,
    contentType: "application/pdf",
    uploadId: "0197b000-0000-7000-8000-000000000a01",
    ownerId: ME.id,
    uploadedBy: ME_PERSON,
    locking: { isLocked: false, lockedBy: null, lockedAt: null },
    enableWatermark: false,
    uploadDate: NOW,
    lastAccessed: null,
    downloads: 2,
    totalShares: 1,
    totalViews: 7,
    members: [],
    comments: 0,
    versions: 1,
    version: 1,
    setExpiryDate: null,
    connectedProject: null,
    connectedWorkspace: null,
    connectedFolder: null,
    platform: "bearish",
    thumbnailUrl: null,
    access: "owner",
    isDeleted: false,
    deletedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeCloudFolder(overrides: Partial<CloudFolder> = {}): CloudFolder {
  return {
    id: "0197b000-0000-7000-8000-000000000d01",
    folderName: "Docs",
    directory: "/",
    path: "/Docs",
    ownerId: ME.id,
    createdBy: ME_PERSON,
    members: [],
    access: "owner",
    isDeleted: false,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeMember(person: CloudPerson, overrides: Partial<CloudMember> = {}): CloudMember {
  return {
    userId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    avatar: null,
    role: "viewer",
    expiresAt: null,
    createdAt: NOW,
    ...overrides,
  };
}

/** Renders `ui` with the app's providers, signed in as ME (no whole-app routing). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, ME);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider>
            <MemoryRouter>{children}</MemoryRouter>
          </SnackbarProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

/** A stand-in XMLHttpRequest whose upload progress and answer the test plays. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function installFakeXhr() {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}
