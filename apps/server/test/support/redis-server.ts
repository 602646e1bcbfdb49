import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './child-server.ts';

/** Tests that need a real Redis start their own; machines without redis-server skip them. */
export const redisServerAvailable = spawnSync('redis-server', ['--version']).status === 0;

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

export type RedisServer = {
  url: string;
  /** SIGKILL, as a crash would; resolves once the port no longer answers. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted). */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** A throwaway redis-server on a free loopback port, without persistence. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      if (await answersPing(port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start, stop: kill };
}
