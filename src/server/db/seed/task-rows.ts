// Task and offer rows: a task takes the next template of its category (or a named one), an offer
// the tasker's rate give or take $5 and the template's hours give or take one.
import type { CategoryIndex } from "./categories";
import { OFFER_MESSAGES, STREETS, TASK_TEMPLATES, type CategoryName, type TaskTemplate } from "./content";
import { money, type Person, type SeedContext, type SeedOffer, type SeedTask, type Tasker } from "./model";

export interface NewTask {
  customer: Person;
  category: CategoryName;
  title?: string;
  status: string;
  scheduled: Date;
  createdAt: Date;
  tasker?: Tasker;
}
export interface OfferTerms {
  message?: string;
  rateCents?: number;
  hours?: number;
}

export interface TaskRows {
  templateFor(category: CategoryName, title?: string): TaskTemplate;
  addTask(task: NewTask): SeedTask;
  addOffer(task: SeedTask, tasker: Tasker, status: string, createdAt: Date, terms?: OfferTerms): SeedOffer;
}

export function taskRows(ctx: SeedContext, categories: CategoryIndex): TaskRows {
  const { rng, newId, rows } = ctx;
  const templateCursor = new Map<CategoryName, number>();
  const templateFor = (category: CategoryName, title?: string): TaskTemplate => {
    const list = TASK_TEMPLATES[category];
    if (title) {
      const found = list.find((t) => t.title === title);
      if (!found) throw new Error(`No task template "${title}"`);
      return found;
    }
    const n = templateCursor.get(category) ?? 0;
    templateCursor.set(category, n + 1);
    return list[n % list.length];
  };

  const addTask = (o: NewTask): SeedTask => {
    const template = templateFor(o.category, o.title);
    const budget = Math.round(rng.int(template.budget[0], template.budget[1]) / 5) * 5;
    const task: SeedTask = {
      id: newId(),
      customer: o.customer,
      category: o.category,
      template,
      createdAt: o.createdAt,
    };
    rows.tasks.push({
      id: task.id,
      customerId: o.customer.id,
      categoryId: categories.idOf.get(o.category)!,
      title: template.title,
      description: template.description,
      location: `${rng.int(100, 9899)} ${rng.pick(STREETS)}, ${o.customer.city.city}, ${o.customer.city.state}`,
      budget: money(budget * 100),
      scheduledDate: o.scheduled,
      status: o.status,
      taskerId: o.tasker?.id ?? null,
      createdAt: o.createdAt,
    });
    return task;
  };

  const addOffer = (
    task: SeedTask,
    tasker: Tasker,
    status: string,
    createdAt: Date,
    terms: OfferTerms = {},
  ): SeedOffer => {
    const rateCents = terms.rateCents ?? Math.max(2500, tasker.rateCents + rng.pick([-500, 0, 0, 0, 500]));
    const hours = terms.hours ?? Math.max(1, task.template.hours + rng.pick([0, 0, 0, 1, -1]));
    const offer: SeedOffer = { id: newId(), tasker, rateCents, hours };
    rows.offers.push({
      id: offer.id,
      taskId: task.id,
      taskerId: tasker.id,
      message: terms.message ?? rng.pick(OFFER_MESSAGES),
      proposedRate: money(rateCents),
      estimatedDuration: hours,
      status,
      createdAt,
    });
    return offer;
  };

  return { templateFor, addTask, addOffer };
}
