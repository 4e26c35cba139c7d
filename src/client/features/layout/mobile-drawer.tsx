// The navigation drawer on small screens (the navbar's menu button opens it).
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent } from "@/components/ui/sheet";
import { useAuth } from "@/features/auth";
import { MainLinks } from "./main-links";

export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { user } = useAuth();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Menu">
        <MainLinks
          className="flex flex-col gap-1"
          linkClassName="text-base py-3"
          onNavigate={() => onOpenChange(false)}
        />
        {!user && (
          <div className="mt-2 grid gap-2 border-t border-slate-200 pt-4">
            <Button variant="outline" asChild onClick={() => onOpenChange(false)}>
              <Link href="/login">Log In</Link>
            </Button>
            <Button asChild onClick={() => onOpenChange(false)}>
              <Link href="/signup">Sign Up</Link>
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
