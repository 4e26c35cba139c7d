// The task and offer shapes the booking screens read from the tasks module
// (GET /api/tasks/{taskId}, /api/tasks/{taskId}/offers, /api/tasks/mine).
export type { Task as BookingTask, Offer as BookingOffer, MyTask } from "@contract/tasks";
