// The home page's picture of the product: a tasker card, a confirmed booking and a chat line, drawn
// with the real components' look (decorative: screen readers skip it; the text beside it says the same).
// Phones get the compact version under the search: the card and the booking, no skills or chat line.
import { BadgeCheck, CalendarCheck, MessageSquare } from "lucide-react";
import { portraitUrl } from "@contract/portraits";
import { Stars } from "@/components/ui/stars";
import { useCurrency } from "@/features/currency";

/** Fixed seeds, so the picture is the same on every visit and on the server. */
const TASKER_SEED = "hero-tasker-maria";
const CUSTOMER_SEED = "hero-customer-sam";
/** The pictured tasker's hourly rate in USD, shown in the visitor's currency like every price. */
const HERO_RATE_USD = 48;

export function HeroPreview() {
  const { format } = useCurrency();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none sm:max-w-md">
      <div className="absolute -inset-3 -z-10 rounded-[2.5rem] bg-linear-to-br from-brand-100 via-sky-50 to-amber-50 sm:-inset-6" />
      <div className="rounded-3xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-5">
        <div className="flex items-center gap-3">
          <img src={portraitUrl(TASKER_SEED)} alt="" width={56} height={56} className="size-14 rounded-full" />
          <div className="min-w-0">
            <p className="flex items-center gap-1 font-semibold text-slate-900">
              Maria G. <BadgeCheck className="size-4 text-brand-700" />
            </p>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Stars value={4.9} size="size-3.5" /> <span className="font-semibold text-slate-900">4.9</span>
              <span className="hidden sm:inline">(128 reviews)</span>
            </p>
          </div>
          <p className="ml-auto text-lg font-bold text-slate-900">
            {format(HERO_RATE_USD)}
            <span className="text-sm font-normal text-slate-600">/hr</span>
          </p>
        </div>
        <div className="mt-4 hidden flex-wrap gap-1.5 sm:flex">
          {["Cleaning", "Mounting", "Furniture Assembly"].map((skill) => (
            <span key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {skill}
            </span>
          ))}
        </div>
        <div className="mt-4 flex items-center gap-3 rounded-2xl bg-emerald-50 p-3">
          <span className="inline-flex size-9 items-center justify-center rounded-xl bg-white text-emerald-700">
            <CalendarCheck className="size-5" />
          </span>
          <div className="text-sm">
            <p className="font-semibold text-emerald-900">Booking confirmed</p>
            <p className="text-emerald-800">
              TV mounting · Sat 10:00 AM<span className="hidden sm:inline"> · 2 hours</span>
            </p>
          </div>
        </div>
      </div>
      <div className="-mt-3 ml-16 hidden items-end gap-2 md:flex">
        <img src={portraitUrl(CUSTOMER_SEED)} alt="" width={32} height={32} className="size-8 rounded-full" />
        <p className="rounded-2xl rounded-bl-md bg-brand-700 px-4 py-2 text-sm text-white shadow-lg">
          <MessageSquare className="mr-1.5 inline size-4 align-[-2px]" />
          See you Saturday at 10!
        </p>
      </div>
    </div>
  );
}
