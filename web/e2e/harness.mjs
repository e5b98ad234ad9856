// End-to-end harness: an SMTP sink, the real server binary on a fresh data directory, and
// Debian's Chromium driven by playwright-core. Every spec file starts its own stack.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BIN = path.resolve(WEB_DIR, process.env.FM_BIN ?? '../target/debug/fatherhood');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const TIMEOUT_MS = 15_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP server on 127.0.0.1 that keeps every message in memory. */
export async function startMailSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    port,
    messages,
    /** The first message to `to` (case-insensitive), waiting for it to arrive. */
    async waitForMail(to, { timeoutMs = TIMEOUT_MS } = {}) {
      const address = to.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((message) => message.to.includes(address));
        if (found) return found;
        await sleep(100);
      }
      throw new Error(`No e-mail to ${to} within ${timeoutMs} ms (got ${messages.length} for others)`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The server binary on a free port and a fresh data directory; resolves once /healthz answers. */
export async function startServer({ smtpPort, env = {} }) {
  if (!existsSync(SERVER_BIN)) {
    throw new Error(`Server binary not found at ${SERVER_BIN}: build it (cargo build) or set FM_BIN`);
  }
  if (!existsSync(path.join(WEB_DIR, 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fm-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    FM_ADDR: `127.0.0.1:${port}`,
    FM_DATA_DIR: dataDir,
    FM_PUBLIC_URL: baseURL,
    FM_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    RUST_LOG: process.env.RUST_LOG ?? 'warn',
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  const child = spawn(SERVER_BIN, ['serve'], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`Server exited (${JSON.stringify(exited)}) before it was ready:\n${output}`);
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server not ready within 30 s:\n${output}`);
    await sleep(100);
  }

  return {
    baseURL,
    dataDir,
    env: serverEnv,
    output: () => output,
    /** `fatherhood create-admin --email E` against the same data directory. */
    createAdmin(email, password) {
      const result = spawnSync(SERVER_BIN, ['create-admin', '--email', email], {
        env: { ...serverEnv, FM_ADMIN_PASSWORD: password },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 30_000,
      });
      if (result.status !== 0) {
        throw new Error(`create-admin failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
      }
    },
    async stop() {
      if (!exited) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await done;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP proxy on 127.0.0.1 between the browser and the server, so a test can take the network
 * away for certain: `cut()` closes the listener (a new connection is refused) and destroys every
 * open connection, the live stream's and the service worker's included; `restore()` listens on
 * the same port again. `target` (the server's port) is set once the server is up: the server is
 * told the proxy's address as its public one, before it starts.
 */
export async function startProxy() {
  const port = await freePort();
  const sockets = new Set();
  let target = null;
  let listener = null;

  function pipe(client) {
    if (!listener) return void client.destroy();
    const upstream = connect(target, '127.0.0.1');
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        for (const other of pair) other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }

  async function listen() {
    const server = createServer({ noDelay: true }, pipe);
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    listener = server;
  }

  async function cut() {
    const server = listener;
    listener = null;
    if (server) {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    }
  }

  await listen();
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    set target(serverPort) {
      target = serverPort;
    },
    cut,
    async restore() {
      if (!listener) await listen();
    },
    close: cut,
  };
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Mail sink, server and browser together. With `proxy`, the browser reaches the server only
 * through a proxy (`startProxy`) that the test can cut; `baseURL` is still the server's own
 * address, for the test's direct calls, and `appURL` the one the browser loads.
 */
export async function startStack({ env, proxy: withProxy = false } = {}) {
  const mail = await startMailSink();
  let proxy;
  let server;
  let browser;
  try {
    proxy = withProxy ? await startProxy() : null;
    server = await startServer({ smtpPort: mail.port, env: proxy ? { FM_PUBLIC_URL: proxy.url, ...env } : env });
    if (proxy) proxy.target = Number(new URL(server.baseURL).port);
    browser = await launchBrowser();
  } catch (error) {
    await server?.stop();
    await proxy?.close();
    await mail.close();
    throw error;
  }
  const appURL = proxy?.url ?? server.baseURL;
  const contexts = [];
  return {
    mail,
    server,
    browser,
    proxy,
    baseURL: server.baseURL,
    appURL,
    /**
     * A fresh browser profile (no cookies); `locale` sets navigator.language. Other context
     * options (`hasTouch`, `isMobile` for a phone) pass through.
     */
    async newPage({ locale = 'en-US', viewport, ...options } = {}) {
      const context = await browser.newContext({ baseURL: appURL, locale, viewport, ...options });
      context.setDefaultTimeout(TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      return page;
    },
    async stop() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await proxy?.close();
      await server.stop();
      await mail.close();
    },
  };
}

let counter = 0;
/** A unique e-mail address for one test. */
export function uniqueEmail(name = 'father') {
  counter += 1;
  return `${name}.${Date.now().toString(36)}.${counter}@example.com`;
}
