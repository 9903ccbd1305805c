// The terminal table and the file commands read untrusted input too: every input has a limit.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_ANSWER_LENGTH, MAX_FILE_BYTES } from "../src/io.js";
import { cli, scratchDir } from "./helpers.js";

describe("input limits of the terminal commands", () => {
  it("refuses a replay file over the size limit (BAD_FILE) without reading it", async () => {
    const file = join(scratchDir(), "huge.json");
    writeFileSync(file, Buffer.alloc(MAX_FILE_BYTES + 1, 0x20));
    const { code, err } = await cli(["replay", file]);
    expect(code).not.toBe(0);
    expect(err).toContain("BAD_FILE");
    expect(err).toContain("larger than");
  });

  it("asks again when a typed line is over the answer limit, echoing only its start", async () => {
    const long = "x".repeat(MAX_ANSWER_LENGTH + 1);
    const { out } = await cli(["play", "top-card", "--seed", "7"], `${long}\nquit\n`);
    expect(out).toContain(`over ${MAX_ANSWER_LENGTH} characters`);
    expect(out).not.toContain(long);
  });
});
