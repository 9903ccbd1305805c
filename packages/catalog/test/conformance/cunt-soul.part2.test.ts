import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("cunt-soul", [1, 2]);
