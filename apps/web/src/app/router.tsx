import { DEFAULT_LOCALE } from "@bearish/shared/app/locales";
import { MY_DRIVE_ID, OWN_CLOUD } from "@bearish/shared/cloud-storage/cloud-paths";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import {
  BasicsPage,
  BoardViewPage,
  ChecklistViewPage,
  CloudStoragePage,
  ConversationPage,
  DepartmentsPage,
  DocumentPage,
  ForgotPasswordPage,
  HomePage,
  LegalPage,
  ListViewPage,
  LoginPage,
  MessagingHome,
  MessagingLayout,
  NotFoundPage,
  PeoplePage,
  PersonPage,
  PublishedPage,
  ResetPasswordPage,
  SetPasswordPage,
  SettingsLayout,
  SignupPage,
  SubscriptionPage,
  SupportPage,
  TaskPage,
  TasksPage,
  WhiteboardPage,
  WikiPage,
  WorkspaceLayout,
  WorkspaceListPage,
  WorkspaceOverview,
  WorkspacePage,
} from "./lazy-pages";
import { LocaleRoot } from "./locale/locale-root";
import { GuestOnly } from "./routes/guest-only";
import { PublicLayout } from "./routes/public-layout";
import { RequireAuth } from "./routes/require-auth";
import { RouteErrorPage } from "./routes/route-error-page";
import { AppShell } from "./shell/app-shell";

/** Every route lives under `/{locale}` (spec §2); LocaleRoot sends unknown locales to the default. */
export const appRoutes: RouteObject[] = [
  { path: "/", element: <Navigate to={`/${DEFAULT_LOCALE}`} replace /> },
  {
    path: "/:locale",
    element: <LocaleRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: "login", element: <LoginPage /> },
              { path: "signup", element: <SignupPage /> },
            ],
          },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          { path: "set-password", element: <SetPasswordPage /> },
          { path: "p/:token", element: <PublishedPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <HomePage /> },
              {
                path: "settings",
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <Navigate to="basics" replace /> },
                  { path: "basics", element: <BasicsPage /> },
                  { path: "subscription", element: <SubscriptionPage /> },
                  { path: "people", element: <PeoplePage /> },
                  { path: "departments", element: <DepartmentsPage /> },
                ],
              },
              { path: "people/:id", element: <PersonPage /> },
              { path: "tasks", element: <TasksPage /> },
              {
                path: "message",
                element: <MessagingLayout />,
                children: [
                  { index: true, element: <Navigate to="your-message/inbox" replace /> },
                  { path: "your-message", element: <Navigate to="inbox" replace /> },
                  { path: "your-message/:type", element: <MessagingHome /> },
                  { path: "your-message/:type/chat/:platform/:chatId", element: <ConversationPage /> },
                  { path: "your-message/:type/channel/:platform/:channelId", element: <ConversationPage /> },
                ],
              },
              {
                path: "workspace",
                element: <WorkspaceLayout />,
                children: [
                  { index: true, element: <WorkspaceListPage /> },
                  {
                    path: ":source/:workspaceId",
                    element: <WorkspacePage />,
                    children: [
                      { index: true, element: <WorkspaceOverview /> },
                      { path: "board/:itemId", element: <BoardViewPage /> },
                      { path: "list/:itemId", element: <ListViewPage /> },
                      { path: "checklist/:itemId", element: <ChecklistViewPage /> },
                      { path: "item/:itemId/task/:taskId", element: <TaskPage /> },
                      { path: "doc/:itemId", element: <DocumentPage /> },
                      { path: "wiki/:itemId", element: <WikiPage /> },
                      { path: "wiki/:itemId/page/:pageId", element: <WikiPage /> },
                      { path: "whiteboard/:itemId", element: <WhiteboardPage /> },
                    ],
                  },
                ],
              },
              {
                path: "cloud-storage",
                children: [
                  { index: true, element: <Navigate to={`${OWN_CLOUD}/${MY_DRIVE_ID}`} replace /> },
                  { path: ":cloudName", element: <Navigate to={MY_DRIVE_ID} replace /> },
                  { path: ":cloudName/:storageId", element: <CloudStoragePage /> },
                ],
              },
              { path: "legal", element: <LegalPage /> },
              { path: "support", element: <SupportPage /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
