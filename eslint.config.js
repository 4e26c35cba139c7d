import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".tmp/**", "data/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // Type-aware rules: an unhandled rejection ends the process, so every promise is awaited, caught or
    // explicitly `void`ed (with its errors handled inside).
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  {
    // In a server process `void` is no escape either: the rejection would still be unhandled.
    files: ["src/server/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-floating-promises": ["error", { ignoreVoid: false }] },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // Imports go one way: the client never imports server code.
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "@/../server/**"], message: "The client never imports server code." }] }],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/client/**", "@/*"], message: "The server never imports client code." }] }],
    },
  },
  {
    files: ["src/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/client/**", "**/server/**", "@/*"], message: "The contract is imported by both sides and imports neither." }] }],
    },
  },
);
