export interface RemoteDefinition {
  name: string;
  port: number;
  title: string;
}
export const REMOTES: readonly RemoteDefinition[];
export function remoteNamed(name: string): RemoteDefinition;
export function portVariable(name: string): string;
export function remoteEntries(origin: string, ports?: Record<string, number>): Record<string, string>;
