// The HTTP status of a server-rendered page: a page that shows 'not found' says so during the
// server's render, which answers 404. In the browser there is no recorder and nothing happens.
import { createContext, useContext } from "react";

export interface StatusRecorder {
  status: number;
}

export const HttpStatusContext = createContext<StatusRecorder | null>(null);

export function useHttpStatus(status: number): void {
  const recorder = useContext(HttpStatusContext);
  if (recorder) recorder.status = status;
}
