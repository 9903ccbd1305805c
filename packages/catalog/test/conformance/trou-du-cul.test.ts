import { conformanceSuite } from "../conformance-suite.js";

conformanceSuite("trou-du-cul");
