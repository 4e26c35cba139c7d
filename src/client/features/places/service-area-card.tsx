// The tasker's service area on their profile settings: a base city picked from the gazetteer and
// a travel radius in km or miles (by the browser's locale). Find Work, search and Get Matched use it.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { MapPinned } from "lucide-react";
import { fromKm, travelRadiusMessage, toKm, TRAVEL_RADIUS_KM, type ServiceArea } from "@contract/places";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { browserDistanceUnit } from "./distance";
import { PlaceCombobox } from "./place-combobox";
import { serviceAreaQuery, useSaveServiceArea } from "./api/service-area";

const CHOOSE_PLACE = "Please choose your base city from the list";

export function ServiceAreaCard() {
  const { data: area, isLoading } = useQuery(serviceAreaQuery());
  if (isLoading || !area) return null;
  return <ServiceAreaForm key={area.place?.id ?? "none"} initial={area} />;
}

function ServiceAreaForm({ initial }: { initial: ServiceArea }) {
  const unit = browserDistanceUnit();
  const [text, setText] = useState(initial.place?.label ?? "");
  const [picked, setPicked] = useState(initial.place ? { id: initial.place.id, label: initial.place.label } : null);
  const [radius, setRadius] = useState(String(Math.round(fromKm(initial.radiusKm, unit))));
  const [errors, setErrors] = useState<{ place?: string; radius?: string }>({});
  const save = useSaveServiceArea();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const placeId = picked && picked.label === text ? picked.id : null;
    const km = toKm(Number(radius), unit);
    const next = {
      place: placeId ? undefined : CHOOSE_PLACE,
      radius:
        radius.trim() && km >= TRAVEL_RADIUS_KM.min && km <= TRAVEL_RADIUS_KM.max
          ? undefined
          : travelRadiusMessage(unit),
    };
    setErrors(next);
    if (!placeId || next.radius) return;
    try {
      await save.mutateAsync({ placeId, radius: Number(radius), unit });
      toast({
        title: "Service area saved",
        description: "Find Work now shows tasks in your area.",
        variant: "success",
      });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      setErrors({ place: fields.placeId, radius: fields.radius ?? (fields.placeId ? undefined : errorMessage(error)) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPinned className="size-5 text-brand-700" aria-hidden="true" /> Service area
        </CardTitle>
        <p className="text-sm text-slate-600">Customers in this area find you, and Find Work shows their tasks.</p>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
        >
          <Field id="base-city" label="Base city" error={errors.place}>
            <PlaceCombobox
              id="base-city"
              value={text}
              onChange={setText}
              onPick={(place) => setPicked({ id: place.id, label: place.label })}
              placeholder="Start typing, e.g. Austin"
              invalid={Boolean(errors.place)}
              describedBy={errors.place ? "base-city-error" : undefined}
            />
          </Field>
          <Field id="travel-radius" label={`Travel radius (${unit})`} error={errors.radius}>
            <Input
              id="travel-radius"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.floor(fromKm(TRAVEL_RADIUS_KM.max, unit))}
              value={radius}
              onChange={(e) => setRadius(e.target.value)}
              aria-invalid={Boolean(errors.radius) || undefined}
              aria-describedby={errors.radius ? "travel-radius-error" : undefined}
            />
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save area"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
