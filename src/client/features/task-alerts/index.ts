// What other screens use of task alerts: Find Work's alerts panel and the post-task success line.
export { TaskAlertsPanel } from "./task-alerts-panel";
export { AlertedTaskers } from "./alerted-taskers";
