import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("shithead", [0, 2]);
