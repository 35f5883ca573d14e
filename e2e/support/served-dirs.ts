import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

// Folders served by the product's static server (scripts/lib/static-server.mjs) for a journey's own
// fixture, each in a process of its own: the journeys run as CommonJS under Jest and cannot import
// the server's ES module (support/serve-dir.mjs has its options).

const children: ChildProcess[] = [];

/** Serves `root` on `port` until `stopServedDirs`; answers once it listens. */
export function serveDir(root: string, port: number, flags: string[] = []): Promise<{ url: string }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'serve-dir.mjs'), root, String(port), ...flags], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (/serving/.test(chunk.toString())) resolve({ url: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
}

/** Stops every folder this journey file served. */
export function stopServedDirs(): void {
  for (const child of children.splice(0)) child.kill('SIGTERM');
}
