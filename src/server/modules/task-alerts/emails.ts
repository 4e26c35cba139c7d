// The task alert e-mails: one task at once (instant), or the day's tasks in one digest. Titles are
// the customer's text, so they go through userText; the reason is ours, made from a category name,
// a distance and a day.
import { letter, userText, type EmailText } from "../notifications/emails";

export interface AlertedTask {
  taskId: string;
  title: string;
  reason: string;
}

const findWork = (origin: string) => `${origin}/browse-tasks`;
const settings = (origin: string) => `${origin}/browse-tasks#task-alerts`;

export function instantAlertEmail(firstName: string, task: AlertedTask, origin: string): EmailText {
  return {
    category: "alerts",
    subject: `New task near you: ${userText(task.title, { max: 60 })}`,
    body: letter(firstName, [
      `A new task fits one of your task alerts: ${userText(task.title)}`,
      `Why: ${task.reason}`,
      "",
      `See it and send an offer on Find Work: ${findWork(origin)}`,
      "",
      `Change or turn off your task alerts: ${settings(origin)}`,
    ]),
  };
}

export function digestEmail(firstName: string, tasks: AlertedTask[], origin: string): EmailText {
  const count = tasks.length === 1 ? "1 new task fits" : `${tasks.length} new tasks fit`;
  return {
    category: "alerts",
    subject:
      tasks.length === 1 ? "Your task alerts: 1 new task today" : `Your task alerts: ${tasks.length} new tasks today`,
    body: letter(firstName, [
      `${count} your task alerts:`,
      "",
      ...tasks.map((t) => `- ${userText(t.title)} (${t.reason})`),
      "",
      `See them and send offers on Find Work: ${findWork(origin)}`,
      "",
      `Change or turn off your task alerts: ${settings(origin)}`,
    ]),
  };
}
