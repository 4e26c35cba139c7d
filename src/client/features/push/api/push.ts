// /api/push: the server's key browsers subscribe with, this person's subscribed devices, and
// turning push on or off for one browser's endpoint.
import type { PushDevices, PushKey, PushSubscribeBody } from "@contract/push";
import { apiGet, apiRequest } from "@/lib/api";

export const fetchPushKey = () => apiGet<PushKey>("/api/push/key");

export const fetchPushDevices = () => apiGet<PushDevices>("/api/push/subscriptions");

export const savePushSubscription = (body: PushSubscribeBody) =>
  apiRequest<null>("POST", "/api/push/subscriptions", body);

export const removePushSubscription = (endpoint: string) =>
  apiRequest<null>("DELETE", "/api/push/subscriptions", { endpoint });
