// The store contract against PostgreSQL, each test in a schema of its own.

import { PgStore } from "../../src/store/postgres.js";
import { storeContract } from "../store-contract.js";
import { DATABASE_URL, freshSchema } from "./shared-services.js";

storeContract("PostgreSQL", async () => {
  const schema = freshSchema();
  return {
    open: () => PgStore.open({ url: DATABASE_URL, schema }),
    // The schema is dropped after each test (shared-services.ts).
    drop: async () => {},
  };
});
