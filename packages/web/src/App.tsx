import { useEffect, useState } from "react";
import { Home } from "./components/Home.js";
import { ReplayViewer } from "./components/ReplayViewer.js";
import { TablePage } from "./components/TablePage.js";

/** The page for a path: `/` is home, `/t/CODE` a table. */
function route(
  path: string,
): { page: "home" } | { page: "table"; code: string } | { page: "replay"; code: string; number: number } {
  const replay = /^\/t\/([A-Za-z0-9]{1,12})\/replay\/(\d{1,6})\/?$/.exec(path);
  if (replay) return { page: "replay", code: replay[1].toUpperCase(), number: Number(replay[2]) };
  const match = /^\/t\/([A-Za-z0-9]{1,12})\/?$/.exec(path);
  return match ? { page: "table", code: match[1].toUpperCase() } : { page: "home" };
}

export function navigate(path: string): void {
  window.history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

export function App() {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const current = route(path);
  if (current.page === "replay") return <ReplayViewer code={current.code} number={current.number} />;
  return current.page === "table" ? <TablePage key={current.code} code={current.code} /> : <Home />;
}
