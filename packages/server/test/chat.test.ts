// Table chat: every line goes to everyone at the table with the speaker's name, and only there;
// lines are bounded in length.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.js";
import { createTable, seatedClient, TestClient, testServer, until } from "./harness.js";

let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer({ tablesPerHour: 1000 });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

async function table(): Promise<string> {
  const created = await createTable(server, {
    game: "shithead",
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "easy" }],
  });
  expect(created.status).toBe(201);
  return created.json.code;
}

async function spectator(code: string): Promise<TestClient> {
  const client = await new TestClient(server.url).connected();
  clients.push(client);
  expect((await client.send("join", { code })).ok).toBe(true);
  return client;
}

describe("chat", () => {
  it("a line goes to everyone at the table (players and spectators) with the speaker's seat and name, and to no other table", async () => {
    const code = await table();
    const ada = await seatedClient(server, code, "Ada");
    const bea = await seatedClient(server, code, "Bea");
    clients.push(ada.client, bea.client);
    const watcher = await spectator(code);
    const elsewhere = await spectator(await table());
    const reply = await ada.client.send("chat", { code, text: "good luck, all" });
    expect(reply.ok).toBe(true);
    for (const client of [ada.client, bea.client, watcher]) {
      await until(() => client.all("chat").length === 1);
      const line = client.all("chat")[0];
      expect(line).toMatchObject({ seat: 0, name: "Ada", text: "good luck, all" });
      expect(typeof line.at).toBe("number");
    }
    expect((await watcher.send("chat", { code, text: "go Bea" })).ok).toBe(true);
    await until(() => bea.client.all("chat").length === 2);
    expect(bea.client.all("chat")[1]).toMatchObject({ seat: null, name: "Spectator", text: "go Bea" });
    expect(elsewhere.all("chat")).toEqual([]);

    // Someone joining later reads the recent lines in their snapshot.
    const late = await new TestClient(server.url).connected();
    clients.push(late);
    const joined = await late.send("join", { code });
    expect(joined.chat.map((line: { name: string; text: string }) => [line.name, line.text])).toEqual([
      ["Ada", "good luck, all"],
      ["Spectator", "go Bea"],
    ]);
  });

  it("BAD_MESSAGE: an empty line or one over 500 characters is refused and nobody receives it; 500 pass", async () => {
    const code = await table();
    const ada = await seatedClient(server, code, "Ada");
    clients.push(ada.client);
    const watcher = await spectator(code);
    for (const text of ["", "x".repeat(501), "x".repeat(5_000)]) {
      const reply = await ada.client.send("chat", { code, text });
      expect(reply.ok).toBe(false);
      expect(reply.error?.code).toBe("BAD_MESSAGE");
      expect(reply.error?.message).toContain("text");
    }
    expect((await ada.client.send("chat", { code, text: "y".repeat(500) })).ok).toBe(true);
    await until(() => watcher.all("chat").length === 1);
    expect(watcher.all("chat")[0].text).toBe("y".repeat(500));
  });
});
