// What pages use of ID verification: the tasker's "Verify your ID" section and the admin's ID checks.
// The badges themselves are components/tasker-badges.tsx (cards and profiles everywhere show them).
export { VerifyIdSection } from "./verify-id-section";
export { adminIdChecksQuery, decideIdCheck, idCheckKeys } from "./api/identity";
