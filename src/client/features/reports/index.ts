// Reporting: the one report dialog (and its button) other features open, and the profile's "My reports".
export { ReportButton, ReportDialog, type ReportTarget } from "./report-dialog";
export { MyReports } from "./my-reports";
export { ReportMenu } from "./report-menu";
