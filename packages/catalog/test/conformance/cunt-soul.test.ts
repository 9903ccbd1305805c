import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("cunt-soul");
