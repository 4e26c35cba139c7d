// What other features may use of blocking: whether a person is blocked, with block and unblock, and the
// confirm dialogs (the Messages screen's conversation menu).
export { BlockDialog, UnblockDialog } from "./block-dialogs";
export { useBlock } from "./use-block";
