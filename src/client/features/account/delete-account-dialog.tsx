// Delete account, behind a confirmation dialog that asks for the password.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { PasswordInput } from "@/components/ui/password-input";
import { useAuth } from "@/features/auth";
import { errorMessage } from "@/lib/api";
import { deleteAccount } from "./api/me";

export function DeleteAccountDialog() {
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!password) {
      setError("Please enter your password to confirm");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount({ password });
      await logout().catch(() => undefined);
      toast({ title: "Your account has been deleted", description: "Thanks for being part of taskly." });
      navigate("/");
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword("");
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50">
          <Trash2 /> Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader title="Delete your account?" description="This cannot be undone." />
        <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
          <li>Your name, email, phone, location and photo are erased and you are signed out everywhere.</li>
          <li>Your open tasks are cancelled and your tasker profile disappears from search.</li>
          <li>Past bookings, payments and reviews stay, so the people you worked with keep their records.</li>
        </ul>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
          className="grid gap-4"
          noValidate
        >
          <Field id="delete-password" label="Your password" error={error ?? undefined}>
            <PasswordInput
              id="delete-password"
              visible={visible}
              onToggle={() => setVisible((v) => !v)}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? "delete-password-error" : undefined}
            />
          </Field>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? "Deleting..." : "Delete account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
