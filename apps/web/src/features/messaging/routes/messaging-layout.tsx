import { Outlet } from "react-router";

/** The messaging center: the chat and channel list beside the open conversation. */
export function MessagingLayout() {
  return <Outlet />;
}
