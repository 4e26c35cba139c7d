// A calendar import that did not succeed for a reason of the calendar's (its address, its size, its
// content): not a request error, but the message stored and shown to the tasker on their settings.
export class ImportError extends Error {}

export const UNREADABLE = "The calendar file could not be read: it is not valid iCalendar.";
