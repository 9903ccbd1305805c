// The store contract against the embedded SQLite log.

import { SqliteStore } from "../src/store/sqlite.js";
import { scratchFile } from "./harness.js";
import { storeContract } from "./store-contract.js";

storeContract("SQLite", async () => {
  const path = scratchFile("store.sqlite");
  return {
    open: async () => new SqliteStore(path),
    // The scratch directory goes at the end of the file's tests.
    drop: async () => {},
  };
});
