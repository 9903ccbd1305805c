import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("chanic-panic", [2, 3]);
