import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// `npm run test:services`: the tests that need the PostgreSQL and Redis on loopback
// (DATABASE_URL, REDIS_URL; see docs/deployment.md). One file at a time: several start server
// processes or services of their own, and their timing bounds hold on a 2-core machine.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["packages/server/test/services/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    fileParallelism: false,
    maxWorkers: 1,
  },
});
