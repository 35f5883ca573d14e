import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

// API processes for the tests that need real ones (signals, several replicas): `src/server.ts`
// run through tsx, so no build is needed before the API suite.

const API_DIR = path.resolve(__dirname, '../..');

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends `signal` and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `src/server.ts` with only `env` (plus PATH and HOME) and waits for "API listening". */
export function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'server.ts')], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', API_PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const listening = /API listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(printed);
      if (listening) {
        clearTimeout(timer);
        const port = Number(listening[1]);
        resolve({
          child,
          port,
          origin: `http://127.0.0.1:${port}`,
          output: () => printed,
          exited,
          stop: (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before listening:\n${printed}`));
    });
  });
}
