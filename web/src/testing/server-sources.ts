// The server's Rust sources, for the tests that check the web app knows what the server writes
// and the web app words itself (activity entries, a completed course's milestone). Node's file system, typed here: the app's TypeScript settings
// have no Node types, and Vite serves nothing outside web/.

interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  readdirSync(path: string): string[];
  statSync(path: string): { isDirectory(): boolean };
}

const fs = (await import('node:fs' as string)) as NodeFs;
// A variable, not `import.meta.url` in place: Vite would take the URL for an asset of the build.
const here = import.meta.url;
const SERVER_SRC = decodeURIComponent(new URL('../../../server/src/', here).pathname);

/** Every `.rs` file under server/src, as { 'domain/activity.rs': text }. */
export function serverSources(): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const name of fs.readdirSync(SERVER_SRC + relative)) {
      const path = relative + name;
      if (fs.statSync(SERVER_SRC + path).isDirectory()) walk(`${path}/`);
      else if (name.endsWith('.rs')) found[path] = fs.readFileSync(SERVER_SRC + path, 'utf8');
    }
  };
  walk('');
  return found;
}
