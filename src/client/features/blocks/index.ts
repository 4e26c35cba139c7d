// What other features may use of blocking: whether a person is blocked, with block and unblock, and the
// confirm dialog (the Messages screen's conversation menu).
export { BlockDialog, type BlockChange } from "./block-dialogs";
export { useBlock } from "./use-block";
