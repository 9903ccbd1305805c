export { type ServeSettings, serve, settingsFromEnvironment } from "./main.js";
export { PROTOCOL_VERSION } from "./protocol.js";
export { type RunningServer, type ServerOptions, startServer } from "./server.js";
export { SqliteStore } from "./store/sqlite.js";
export type { Store } from "./store/store.js";
