// The button under a paginated list: loads the next page, says so while it does.
import { Button } from "@/components/ui/button";

export function LoadMoreButton({ label, loading, onLoad }: { label: string; loading: boolean; onLoad(): void }) {
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="outline" size="lg" onClick={onLoad} disabled={loading}>
        {loading ? "Loading..." : label}
      </Button>
    </div>
  );
}
