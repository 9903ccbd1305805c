import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("cunt-soul", [0, 2]);
