import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("cuttlefish");
