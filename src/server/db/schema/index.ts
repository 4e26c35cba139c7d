export * from "./foundation";
export * from "./accounts";
export * from "./transactions";
export * from "./messaging";
export * from "./moderation";
export * from "./search";
