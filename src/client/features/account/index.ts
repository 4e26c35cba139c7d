// The account feature is used by its pages only (/profile, /edit-profile); nothing is shared with
// other features yet.
export {};
