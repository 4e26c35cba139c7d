// The providers around the route table, the same in the browser (main.tsx) and on the server
// (entry-server.tsx): query client, session, currency, real-time messages and toasts.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { AuthProvider } from "@/features/auth";
import { CurrencyProvider } from "@/features/currency";
import { RealtimeConnection } from "@/features/messages";
import { App } from "./app";

// Toasts only follow an action, so their code loads after the first paint.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function Root({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <CurrencyProvider>
          <App />
          <RealtimeConnection />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </CurrencyProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
