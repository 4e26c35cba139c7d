// The providers around the route table, the same in the browser (main.tsx) and on the server
// (entry-server.tsx): query client, session, currency, real-time messages and toasts.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { AuthProvider } from "@/features/auth";
import { CurrencyProvider } from "@/features/currency";
import { RealtimeConnection } from "@/features/messages";
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
