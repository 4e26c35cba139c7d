// The search box delay of the admin lists (the lists themselves are in api/).
export { useDebounced } from "@/lib/use-debounced";
