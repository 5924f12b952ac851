import { type ComponentType, lazy } from "react";

/** React.lazy for a module's named export (we use named exports only). */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Every page is its own chunk; the shell, providers and guards load with the entry.
export const LoginPage = lazyPage(() => import("../features/auth/routes/login-page"), "LoginPage");
export const SignupPage = lazyPage(() => import("../features/auth/routes/signup-page"), "SignupPage");
export const ForgotPasswordPage = lazyPage(
  () => import("../features/auth/routes/forgot-password-page"),
  "ForgotPasswordPage",
);
export const ResetPasswordPage = lazyPage(
  () => import("../features/auth/routes/reset-password-page"),
  "ResetPasswordPage",
);
export const SetPasswordPage = lazyPage(() => import("../features/auth/routes/set-password-page"), "SetPasswordPage");
export const HomePage = lazyPage(() => import("../features/home/routes/home-page"), "HomePage");
export const SettingsLayout = lazyPage(
  () => import("../features/settings/components/settings-layout"),
  "SettingsLayout",
);
export const BasicsPage = lazyPage(() => import("../features/account/routes/basics-page"), "BasicsPage");
export const SubscriptionPage = lazyPage(
  () => import("../features/account/routes/subscription-page"),
  "SubscriptionPage",
);
export const PeoplePage = lazyPage(() => import("../features/people/routes/people-page"), "PeoplePage");
export const PersonPage = lazyPage(() => import("../features/people/routes/person-page"), "PersonPage");
export const DepartmentsPage = lazyPage(
  () => import("../features/departments/routes/departments-page"),
  "DepartmentsPage",
);
export const LegalPage = lazyPage(() => import("../features/info/routes/legal-page"), "LegalPage");
export const SupportPage = lazyPage(() => import("../features/info/routes/support-page"), "SupportPage");
export const NotFoundPage = lazyPage(() => import("./routes/not-found-page"), "NotFoundPage");
export const WorkspaceLayout = lazyPage(
  () => import("../features/workspaces/routes/workspace-layout"),
  "WorkspaceLayout",
);
export const WorkspaceListPage = lazyPage(
  () => import("../features/workspaces/routes/workspace-list-page"),
  "WorkspaceListPage",
);
const workspacePage = () => import("../features/workspaces/routes/workspace-page");
export const WorkspacePage = lazyPage(workspacePage, "WorkspacePage");
export const WorkspaceOverview = lazyPage(workspacePage, "WorkspaceOverview");
export const DocumentPage = lazyPage(() => import("../features/editor/routes/document-page"), "DocumentPage");
export const WikiPage = lazyPage(() => import("../features/wikis/routes/wiki-page"), "WikiPage");
export const WhiteboardPage = lazyPage(
  () => import("../features/whiteboards/routes/whiteboard-page"),
  "WhiteboardPage",
);
export const PublishedPage = lazyPage(() => import("../features/pages/routes/published-page"), "PublishedPage");
const taskViewPage = () => import("../features/tasks/routes/task-view-page");
export const BoardViewPage = lazyPage(taskViewPage, "BoardViewPage");
export const ListViewPage = lazyPage(taskViewPage, "ListViewPage");
export const ChecklistViewPage = lazyPage(taskViewPage, "ChecklistViewPage");
export const TaskPage = lazyPage(() => import("../features/tasks/routes/task-page"), "TaskPage");
export const TasksPage = lazyPage(() => import("../features/tasks/routes/tasks-page"), "TasksPage");
const messagingLayout = () => import("../features/messaging/routes/messaging-layout");
export const MessagingLayout = lazyPage(messagingLayout, "MessagingLayout");
export const MessagingHome = lazyPage(() => import("../features/messaging/routes/messaging-home"), "MessagingHome");
export const ConversationPage = lazyPage(
  () => import("../features/messaging/routes/conversation-page"),
  "ConversationPage",
);
export const CloudStoragePage = lazyPage(
  () => import("../features/cloud-storage/routes/cloud-storage-page"),
  "CloudStoragePage",
);
