import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("chanic-panic", [1, 3]);
