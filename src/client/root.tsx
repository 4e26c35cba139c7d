// The providers around the route table, the same in the browser (main.tsx) and on the server
// (entry-server.tsx): query client, session, currency, the real-time connection (messages and live events) and toasts.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { AuthProvider } from "@/features/auth";
import { CurrencyProvider } from "@/features/currency";
// Not on the messages feature's surface (index.ts): the socket refreshes other features' screens,
// some of which refresh messages in turn, and exporting it there would close that loop.
import { RealtimeConnection } from "@/features/messages/realtime-connection";
import { App } from "./app";

export function Root({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <CurrencyProvider>
          <App />
          <RealtimeConnection />
          <LazyToaster />
        </CurrencyProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
