// The suggestions of the location box (`place-combobox.tsx`), loaded once someone reaches for the
// box: asks the gazetteer for what was typed, reports the places found and renders them as the
// listbox's options.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import type { Place } from "@contract/places";
import { cn } from "@/lib/utils";
import { useDebounced } from "@/lib/use-debounced";
import { placeSuggestionsQuery } from "./api/suggestions";

const NONE: Place[] = [];

export interface PlaceSuggestionsProps {
  /** What is in the box, looked up as it is. */
  text: string;
  /** Receives the places found for the text (none while they load). */
  onPlaces: (places: Place[]) => void;
  /** The places to show as options, with the listbox's id for their ids; empty when the list is closed. */
  places: Place[];
  listId: string;
  active: number;
  onPick: (place: Place) => void;
}

export function PlaceSuggestions({ text, onPlaces, places, listId, active, onPick }: PlaceSuggestionsProps) {
  // The whole text: the server reads a state or country after a comma ('Springfield, IL').
  const typed = useDebounced(text.trim(), 150);
  const { data = NONE } = useQuery(placeSuggestionsQuery(typed));
  useEffect(() => onPlaces(data), [data, onPlaces]);

  return places.map((place, i) => (
    <li
      key={place.id}
      id={`${listId}-${i}`}
      role="option"
      aria-selected={i === active}
      // mousedown, not click: the input keeps focus until the pick is made
      onMouseDown={(e) => {
        e.preventDefault();
        onPick(place);
      }}
      className={cn(
        "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800",
        i === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50",
      )}
    >
      <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="truncate">{place.label}</span>
    </li>
  ));
}
