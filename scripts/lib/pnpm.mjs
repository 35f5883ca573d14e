// How the root scripts call pnpm: the way they were started (`npx -y pnpm@10 start` puts no pnpm
// on PATH on a machine that has only Node.js and npm), else the pnpm on PATH.
export const pnpmCommand =
  process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath)
    ? [process.execPath, process.env.npm_execpath]
    : ['pnpm'];

/** [command, args] for running pnpm with `args`. */
export function pnpmArgs(args) {
  const [command, ...rest] = [...pnpmCommand, ...args];
  return [command, rest];
}
