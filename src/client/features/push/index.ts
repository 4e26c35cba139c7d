// What other screens may use of web push: the device switch, loaded only where it is shown (its code
// and the service worker stay out of every other screen's first load).
import { lazy } from "react";

export const PushDeviceSwitch = lazy(() => import("./push-device-switch"));
