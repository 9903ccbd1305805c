import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("shithead", [1, 2]);
