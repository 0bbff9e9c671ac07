import { createServer, Server, Socket } from 'node:net';

/**
 * A TCP proxy in front of a server that a test can cut (every open connection destroyed, new ones
 * refused at once) and restore, to make a network dependency fail part-way through a request.
 */
export class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private cut = false;
  port = 0;

  constructor(private readonly targetPort: number) {}

  async start(port = 0): Promise<number> {
    this.server = createServer((client) => {
      if (this.cut) {
        client.destroy();
        return;
      }
      const upstream = new Socket();
      upstream.connect(this.targetPort, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  /** Storage "goes away": open connections reset, new ones closed as soon as they are accepted. */
  cutOff(): void {
    this.cut = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  async stop(): Promise<void> {
    this.cutOff();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
