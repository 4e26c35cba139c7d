// The account menu, which the navbar loads once someone is signed in: first their avatar button; the
// menu's code loads when someone reaches for the button, and the menu opens on the click
// (lib/on-demand.ts).
import type { ComponentType } from "react";
import { loadOnce, useLoadOnClick } from "@/lib/on-demand";
import { AccountButton } from "./account-button";

const loadMenu = loadOnce(() =>
  import("./user-menu").then((m): ComponentType<{ defaultOpen?: boolean }> => m.UserMenu),
);

export function UserMenu() {
  const { loaded: Menu, triggerProps } = useLoadOnClick(loadMenu);
  return Menu ? <Menu defaultOpen /> : <AccountButton {...triggerProps} />;
}
