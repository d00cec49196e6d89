// The scale-out stack for test/scale-out: a fresh PostgreSQL database, PgBouncer (transaction pooling) in front of it
// and nginx in front of the server processes, each in a temp dir on free loopback ports, and each stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../support/free-port';

export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';
export const NGINX_BIN = '/usr/sbin/nginx';
/** Server connections PgBouncer opens to PostgreSQL: fewer than the two processes' pools together, so they are shared. */
export const PGBOUNCER_POOL_SIZE = 5;

export function requireBinaries(): void {
  const missing = [PGBOUNCER_BIN, NGINX_BIN].filter((bin) => !existsSync(bin));
  if (missing.length > 0) {
    throw new Error(`missing ${missing.join(', ')}: apt-get install nginx pgbouncer (Debian's packages), as .ci/run does`);
  }
}

/** A child that also remembers what it printed; stop() ends it (SIGTERM, SIGKILL after a while, its process group too). */
export interface Child {
  name: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function spawnChild(name: string, command: string, args: string[]): Child {
  // Own process group, so a SIGKILL also reaches what it forked (nginx's workers).
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('error', (error) => (output += `\nspawn failed: ${error.message}`));
  return { name, child, output: () => output, stop: () => stopChild(child, true) };
}

/** SIGTERM, then after 5 s SIGKILL (to the process group when `group`); resolves once it exited. */
export function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const kill = (signal: NodeJS.Signals) => {
      try {
        if (group) process.kill(-pid, signal);
        else child.kill(signal);
      } catch {
        // already gone
      }
    };
    const killer = setTimeout(() => kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      // nginx's workers leave on their master's SIGTERM; make sure of it.
      if (group) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // nothing left in the group
        }
      }
      resolve();
    });
    kill('SIGTERM');
  });
}

/** Polls `check` until it holds; fails after `timeoutMs` or as soon as `child` has exited. */
export async function waitFor(what: Child, check: () => Promise<boolean>, timeoutMs: number, details: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    const exited = what.child.exitCode !== null || what.child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      throw new Error(`${what.name} ${exited ? 'exited' : `did not come up within ${timeoutMs} ms`}:\n${details()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export interface PostgresDatabase {
  name: string;
  /** Direct to PostgreSQL (not through PgBouncer). */
  url: string;
  drop(): Promise<void>;
}

/** A fresh database with a random name; drop() removes it WITH (FORCE). */
export async function createDatabase(adminUrl: string): Promise<PostgresDatabase> {
  const name = `deskfair_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface PgBouncer extends Child {
  /** postgres://…@127.0.0.1:<port>/deskfair — what the servers get as DATABASE_URL. */
  url: string;
  port: number;
}

/**
 * PgBouncer in transaction pooling in front of `database`, on a free port. It refuses to run as root: then it runs as
 * the `postgres` user (`-u`), which is given its directory.
 */
export async function startPgBouncer(dir: string, database: PostgresDatabase): Promise<PgBouncer> {
  const home = join(dir, 'pgbouncer');
  mkdirSync(home, { recursive: true });
  const upstream = new URL(database.url);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const port = await freePort();
  writeFileSync(join(home, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(home, 'pgbouncer.ini'),
    [
      '[databases]',
      `deskfair = host=${upstream.hostname} port=${upstream.port || 5432} dbname=${database.name} user=${user}`,
      '',
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(home, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${PGBOUNCER_POOL_SIZE}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits',
      'query_wait_timeout = 30',
      `logfile = ${join(home, 'pgbouncer.log')}`,
      `pidfile = ${join(home, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    // mkdtemp made `dir` 0700: let the postgres user through to its own directory.
    chmodSync(dir, 0o711);
    for (const path of [home, join(home, 'userlist.txt'), join(home, 'pgbouncer.ini')]) chownSync(path, uid, gid);
  }
  const child = spawnChild('pgbouncer', PGBOUNCER_BIN, [...(asRoot ? ['-u', 'postgres'] : []), join(home, 'pgbouncer.ini')]);
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/deskfair`;
  const log = () => `${child.output()}\n${readIfExists(join(home, 'pgbouncer.log'))}`;
  await waitFor(child, () => portOpen(port), 15_000, log).catch(async (error: unknown) => {
    await child.stop();
    throw error;
  });
  return { ...child, url, port, output: log };
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('PgBouncer refuses to run as root and there is no postgres user to run it as');
  return { uid: Number(uid), gid: Number(gid) };
}

export function readIfExists(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

export interface Nginx extends Child {
  url: string;
  /** One line per request: `<status> <upstream_addr> <method> <uri>`. */
  accessLog(): string;
}

/** nginx (Debian's) on a free port, balancing over `upstreams` (http://127.0.0.1:<port>) with keepalive connections. */
export async function startNginx(dir: string, upstreams: string[]): Promise<Nginx> {
  const home = join(dir, 'nginx');
  mkdirSync(join(home, 'temp'), { recursive: true });
  const port = await freePort();
  const at = (name: string) => join(home, name);
  writeFileSync(
    at('nginx.conf'),
    `# written by test/scale-out/stack.ts
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 2;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 2048; }
http {
  log_format upstreams '$status $upstream_addr $request_method $uri';
  access_log ${at('access.log')} upstreams;
  client_body_temp_path ${at('temp/client_body')};
  proxy_temp_path ${at('temp/proxy')};
  fastcgi_temp_path ${at('temp/fastcgi')};
  uwsgi_temp_path ${at('temp/uwsgi')};
  scgi_temp_path ${at('temp/scgi')};
  upstream deskfair {
${upstreams.map((u) => `    server ${new URL(u).host};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://deskfair;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 30s;
    }
  }
}
`,
  );
  const child = spawnChild('nginx', NGINX_BIN, ['-p', home, '-e', at('error.log'), '-c', at('nginx.conf'), '-g', 'daemon off;']);
  const log = () => `${child.output()}\n${readIfExists(at('error.log'))}`;
  await waitFor(child, () => portOpen(port), 15_000, log).catch(async (error: unknown) => {
    await child.stop();
    throw error;
  });
  return { ...child, url: `http://127.0.0.1:${port}`, output: log, accessLog: () => readIfExists(at('access.log')) };
}
