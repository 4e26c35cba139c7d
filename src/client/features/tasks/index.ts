// What other features may use of tasks: the customer's own tasks (the hire panel picks one).
export { myTasksQuery } from "./api/my-tasks";
export { taskKeys } from "./api/keys";
