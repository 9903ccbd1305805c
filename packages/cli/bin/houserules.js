#!/usr/bin/env node
// Entry point of `npx houserules`; the CLI itself is compiled to dist/ by `npm run build`.
import "../dist/main.js";
