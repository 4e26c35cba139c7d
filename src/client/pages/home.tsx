// FOUNDATION VERSION of Home: the hero and How it works; the find-a-tasker work completes it.
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Get help with everyday tasks</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">Pre-screened local taskers. Compare rates and reviews. Book and pay securely.</p>
        <Button size="lg" className="mt-8" asChild>
          <Link href="/browse-taskers">Find Taskers</Link>
        </Button>
      </section>
      <section id="how-it-works" className="mx-auto max-w-5xl scroll-mt-20 px-4 py-16">
        <h2 className="text-center text-3xl font-bold">How it works</h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {["Describe Your Task", "Get Matched", "Get It Done"].map((step, i) => (
            <li key={step} className="rounded-2xl border border-slate-200 p-6">
              <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
              <h3 className="mt-1 text-lg font-semibold">{step}</h3>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
