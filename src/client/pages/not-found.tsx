import { NotFoundState } from "@/components/ui/not-found-state";

export default function NotFoundPage() {
  return <NotFoundState />;
}
