import type { TestProject } from 'vitest/node';
import { startE2eServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}

/** Starts the real server shared by the e2e files; stops it and removes its data at the end. */
export default async function setup(project: TestProject) {
  const server = await startE2eServer('e2e');
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLog', server.serverLog);
  return server.stop;
}
