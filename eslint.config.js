import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The client's layers (src/client/README.md): pages → features → components/lib → contract. A
// feature uses another feature only through that feature's index.ts.
const FEATURES = fs
  .readdirSync("src/client/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientLayers = [
  {
    target: "./src/client/pages",
    from: "./src/client/pages",
    message: "A page never imports another page: move the shared part to a feature or components/ui.",
  },
  { target: "./src/client/features", from: "./src/client/pages", message: "Features never import pages." },
  {
    target: ["./src/client/components", "./src/client/lib"],
    from: ["./src/client/features", "./src/client/pages"],
    message: "components/ and lib/ sit below features and pages and never import them.",
  },
  { target: "./src/client/lib", from: "./src/client/components", message: "lib/ never imports components." },
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: "./src/client/features",
    except: [
      `./${feature}`,
      ...FEATURES.filter((other) => other !== feature).flatMap((other) =>
        // Live events map to every feature's query keys and load in every signed-in tab: they take
        // the keys files alone, as a barrel would bring that feature's screens' code along.
        feature === "live-events" ? [`./${other}/index.ts`, `./${other}/api/keys.ts`] : [`./${other}/index.ts`],
      ),
    ],
    message: "A feature imports another feature only through its index.ts (@/features/<name>).",
  })),
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".tmp/**", "data/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Import boundaries and cycles, with the TypeScript path aliases (@/, @contract/) resolved from tsconfig.json.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: path.resolve("tsconfig.json") },
        }),
      ],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:", "\\?"] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: clientLayers }] },
  },
  {
    // Plugins sit below modules: a plugin never imports a module (shared needs live in lib/).
    files: ["src/server/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/server/plugins",
              from: "./src/server/modules",
              message: "Plugins never import modules: move what both need to src/server/lib/.",
            },
          ],
        },
      ],
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
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "@/../server/**"], message: "The client never imports server code." }] },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/client/**", "@/*"], message: "The server never imports client code." }] },
      ],
    },
  },
  {
    // A computed replacement string reads `$&`, `$'`, `` $` `` and `$1` in people's text as patterns
    // (a bio with `$'` pasted the rest of the page into it): computed text goes in through a function.
    files: ["src/server/**/*.ts", "src/client/ssr/**/*.ts", "src/client/entry-server.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type='Literal']):not([arguments.1.type=/FunctionExpression$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message: "Pass computed text to replace() as a function, `() => text`: a string's `$` patterns are read.",
        },
      ],
    },
  },
  {
    // The test files of one Vitest worker share its module graph (decision 0064): a mocked module or a
    // stubbed global would leak into the files after it.
    files: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts", "tests/contract/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
          object: "vi",
          property,
          message: "Test files share their worker's modules (decision 0064): build what differs into the test's app.",
        })),
      ],
    },
  },
  {
    files: ["src/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/client/**", "**/server/**", "@/*"],
              message: "The contract is imported by both sides and imports neither.",
            },
          ],
        },
      ],
    },
  },
);
