// The app shell around every screen outside the admin area.
export { Footer } from "./footer";
export { Navbar } from "./navbar";
export { DemoNotice } from "./demo-notice";
export { RouteAnnouncer } from "./route-announcer";
