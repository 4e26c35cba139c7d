// A password field with a show/hide toggle.
import { Eye, EyeOff } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "./input";

export function PasswordInput({
  visible,
  onToggle,
  ...props
}: ComponentProps<"input"> & { visible: boolean; onToggle: () => void }) {
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className="pr-12" {...props} />
      <button
        type="button"
        onClick={onToggle}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
      >
        {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
      </button>
    </div>
  );
}
