import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `npm run dev -w packages/web` serves the table with hot reload and sends the API and the
// realtime channel to a server started with `houserules serve` on port 8080.
export default defineConfig({
  root: __dirname,
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8080",
      "/socket.io": { target: "http://127.0.0.1:8080", ws: true },
    },
  },
});
