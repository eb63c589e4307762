/**
 * ESLint 9 flat config (docs/decisions/832-lint-format-boundaries.md): typescript-eslint's recommended rules
 * everywhere, React hooks and jsx-a11y for the client. Import boundaries are checked by dependency-cruiser
 * (.dependency-cruiser.cjs), formatting by Prettier.
 */
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

// A cast to `never` or `any` silences the type checker instead of telling it the truth (docs/architecture.md#house-style).
const noBlindCasts = ["TSAsExpression", "TSTypeAssertion"].flatMap((node) =>
  ["TSNeverKeyword", "TSAnyKeyword"].map((keyword) => ({
    selector: `${node} > ${keyword}.typeAnnotation`,
    message: `No \`as ${keyword === "TSNeverKeyword" ? "never" : "any"}\`: give the value a type that is true (a narrowing, a generic, a parse).`,
  })),
);

// A double cast (`as unknown as T`) tells the checker a type it cannot see is true; the few places our code must
// (a library's untyped internals, the tool registry's erased types) are in server/unchecked.ts, named and tested
// (docs/decisions/860-one-file-of-unchecked-casts.md).
const noDoubleCasts = [
  {
    selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
    message:
      "No `as unknown as`: type the value truly (an intersection `x as T & { extra }`, a narrowing, a generic), or add a named function to server/unchecked.ts.",
  },
];
const castRules = [...noBlindCasts, ...noDoubleCasts];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/", "migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A `let` read by a closure before its one assignment (tests/api/billing-support.ts) cannot be a const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // Unused bindings are errors, except deliberately ignored ones (`_err`, `[, second]`, rest siblings).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "no-restricted-syntax": ["error", ...castRules],
    },
  },
  {
    // The engine is reached through reserveRun() only, which applies the AI limits (docs/decisions/932-one-way-into-an-engine.md).
    files: ["server/**/*.ts"],
    ignores: ["server/ai/run-generator.ts"],
    rules: {
      // Repeats the casts of every file: a later block's rule replaces an earlier one's.
      "no-restricted-syntax": [
        "error",
        ...castRules,
        ...[
          "MemberExpression[property.name='ai'][object.property.name='services']",
          "VariableDeclarator[init.property.name='services'] > ObjectPattern > Property[key.name='ai']",
        ].map((selector) => ({
          selector,
          message: "Reach the AI engine through reserveRun() in server/ai/run-generator.ts: it applies the AI limits.",
        })),
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling log (the mentor chat) must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "log"], allowExpressionValues: true },
      ],
    },
  },
  {
    // A form is the form kit's (docs/decisions/870-one-form-kit-and-its-exceptions.md): react-hook-form's useForm is
    // called only in client/src/components/form/, by useSchemaForm. The decision's exceptions use no react-hook-form.
    files: ["client/src/**/*.{ts,tsx}"],
    ignores: ["client/src/components/form/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-hook-form",
              importNames: ["useForm"],
              message:
                "Use the form kit: useSchemaForm and SchemaForm from @/components/form/schema-form, with the kit's fields (decision 870).",
            },
          ],
        },
      ],
    },
  },
  {
    // The one file of named unchecked casts.
    files: ["server/unchecked.ts"],
    rules: { "no-restricted-syntax": ["error", ...noBlindCasts] },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["tests/**/*.ts"],
    rules: {
      // The test HTTP client and fake servers hand back the untyped JSON under test; tests parse what they rely on.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
);
