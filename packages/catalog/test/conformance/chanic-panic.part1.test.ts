import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("chanic-panic", [0, 3]);
