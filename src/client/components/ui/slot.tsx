// Renders its one child element with the slot's props merged in (a Button `asChild` around a Link
// gives the link the button's look). The child's own props win, except that both event handlers run
// (the child's first), class names and styles combine, and both refs get the element.
import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

function bothRefs(first: Ref<unknown>, second: Ref<unknown>) {
  return (node: unknown) => {
    for (const ref of [first, second]) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

export function Slot({ children, ...slot }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slot, ...own };
  for (const [key, value] of Object.entries(slot)) {
    const mine = own[key];
    if (mine === undefined || value === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof mine === "function")
      merged[key] = (...args: unknown[]) => {
        (mine as Handler)(...args);
        (value as Handler)(...args);
      };
    else if (key === "className") merged[key] = `${value as string} ${mine as string}`;
    else if (key === "style") merged[key] = { ...(value as object), ...(mine as object) };
    else if (key === "ref") merged[key] = bothRefs(value as Ref<unknown>, mine as Ref<unknown>);
  }
  return cloneElement(children, merged);
}
