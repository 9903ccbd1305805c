import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig } from "vitest/config";

// Tests import workspace packages from source, so no build is needed to run them.
function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  const roots = ["packages", "packages/games"];
  for (const root of roots) {
    for (const dir of readdirSync(root)) {
      const manifest = join(root, dir, "package.json");
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, "utf8")) as {
        name: string;
        exports?: Record<string, unknown>;
      };
      for (const sub of Object.keys(pkg.exports ?? { ".": "" })) {
        const name = sub === "." ? pkg.name : `${pkg.name}/${sub.slice(2)}`;
        const file = sub === "." ? "index.ts" : `${sub.slice(2)}.ts`;
        const exact = new RegExp(`^${name.replace(/[/.-]/g, "\\$&")}$`);
        aliases.push({ find: exact, replacement: resolve(root, dir, "src", file) });
      }
    }
  }
  return aliases;
}

export default defineConfig({
  resolve: { alias: workspaceAliases() },
  test: {
    include: ["packages/**/test/**/*.test.ts"],
    // The services tests need PostgreSQL and Redis: `npm run test:services` (vitest.services.config.ts).
    exclude: ["**/node_modules/**", "**/dist/**", "packages/server/test/services/**"],
    testTimeout: 120_000,
    pool: "threads",
    // CI and developers have 2 cores; use both (the default leaves one idle).
    maxWorkers: 2,
    minWorkers: 1,
  },
});
