/** Unit tests for pure logic: plain Node, no Worker runtime. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@worker": fileURLToPath(new URL("./worker", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  test: {
    include: [
      "core/**/*.test.ts",
      "app/**/*.test.ts",
      "worker/**/*.test.ts",
      "tests/repo/**/*.test.ts",
      "extension/lib/**/*.test.ts",
    ],
    environment: "node",
  },
});
