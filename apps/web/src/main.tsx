import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { createBrowserRealtimeClient } from "./lib/realtime/browser-realtime-client";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// One realtime connection per tab, shared by every component through the app's context.
const realtime = createBrowserRealtimeClient();

createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} queryClient={createQueryClient()} realtime={realtime} />
  </StrictMode>,
);
