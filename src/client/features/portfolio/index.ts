export { PortfolioSettings } from "./portfolio-settings";
export { PortfolioGrid } from "./portfolio-grid";
export { PortfolioConsentPanel } from "./consent-panel";
