// Prometheus metrics (prom-client), one registry per server so that several servers can run in
// one process (tests). Nothing here names a card, a seed or a seat's view.

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export class ServerMetrics {
  readonly registry = new Registry();

  constructor() {
    // The process's own CPU, memory and event-loop lag.
    collectDefaultMetrics({ register: this.registry });
  }

  readonly actionsApplied = new Counter({
    name: "houserules_actions_applied_total",
    help: "Actions accepted and committed, by game and source (human, bot, timer).",
    labelNames: ["game", "source"] as const,
    registers: [this.registry],
  });
  readonly actionsRefused = new Counter({
    name: "houserules_actions_refused_total",
    help: "Actions refused, by error code.",
    labelNames: ["code"] as const,
    registers: [this.registry],
  });
  readonly actionLatency = new Histogram({
    name: "houserules_action_latency_seconds",
    help: "From an action's arrival to its acknowledgement (validated, applied and committed).",
    buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });
  readonly commitBatch = new Histogram({
    name: "houserules_commit_batch_actions",
    help: "Actions written per commit (group commit).",
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [this.registry],
  });
  readonly openTables = new Gauge({
    name: "houserules_open_tables",
    help: "Tables held in memory.",
    registers: [this.registry],
  });
  readonly connectedClients = new Gauge({
    name: "houserules_connected_clients",
    help: "Connected realtime clients.",
    registers: [this.registry],
  });
  readonly botThink = new Histogram({
    name: "houserules_bot_think_seconds",
    help: "Time a bot took to decide one move, in its worker thread.",
    labelNames: ["level"] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10],
    registers: [this.registry],
  });
}
