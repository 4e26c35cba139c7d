// A location box that suggests gazetteer places as you type (ARIA 1.2 combobox with a listbox):
// arrow keys move through the suggestions, Enter picks one, Escape closes the list. Free text
// stays allowed: a location that names no known place is matched by its text. The box is part of
// the first load; its suggestions (the lookup and the options, `place-suggestions.tsx`) load when
// someone reaches for the box, and until then it is a plain text box.
import { useId, useState, type KeyboardEvent } from "react";
import type { Place } from "@contract/places";
import { Input } from "@/components/ui/text-input";
import { loadOnce, useLoadWhenReached } from "@/lib/on-demand";
import { cn } from "@/lib/utils";

const loadSuggestions = loadOnce(() => import("./place-suggestions").then((m) => m.PlaceSuggestions));

interface PlaceComboboxProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Called when a suggestion is picked (its label is also passed to onChange). */
  onPick?: (place: Place) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  name?: string;
  /** Classes for the input (the home page's borderless box). */
  className?: string;
  /** Classes for the wrapper; `static` lets the suggestions span a positioned ancestor instead. */
  wrapperClassName?: string;
}

export function PlaceCombobox({
  id,
  value,
  onChange,
  onPick,
  placeholder,
  invalid,
  describedBy,
  name,
  className,
  wrapperClassName,
}: PlaceComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [places, setPlaces] = useState<Place[]>([]);
  const { loaded: PlaceSuggestions, reachProps } = useLoadWhenReached(loadSuggestions);
  const shown = open && places.length > 0 && value.trim().length >= 2;

  const pick = (place: Place) => {
    onChange(place.label);
    onPick?.(place);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (places.length ? (i + step + places.length) % places.length : -1));
    } else if (event.key === "Enter" && shown && active >= 0) {
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={cn("relative", wrapperClassName)}>
      <Input
        id={id}
        name={name}
        className={className}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        placeholder={placeholder}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onPointerEnter={reachProps.onPointerEnter}
        onFocus={() => {
          reachProps.onFocus();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 min-w-64 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {PlaceSuggestions && (
          <PlaceSuggestions
            text={value}
            onPlaces={setPlaces}
            places={shown ? places : []}
            listId={listId}
            active={active}
            onPick={pick}
          />
        )}
      </ul>
    </div>
  );
}
