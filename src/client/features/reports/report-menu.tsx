// A small "More" menu with one item, Report: on a message bubble, where a button would crowd the text.
import { MoreHorizontal } from "lucide-react";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ReportDialog, type ReportTarget } from "./report-dialog";

export function ReportMenu({ target, label }: { target: ReportTarget; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={label}
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <MoreHorizontal className="size-4" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => setOpen(true)}>Report message</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}
