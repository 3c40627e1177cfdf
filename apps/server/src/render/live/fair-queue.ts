// A queue that takes turns: between flows (live designs), and within a flow between its clients
// (addresses), one item each per turn. A flood of opens of one design from one address then
// waits behind its own items, not in front of everyone else's (docs/live-images.md).

class Fifo<T> {
  private items: T[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined as T;
    // Compact now and then so a long-lived queue does not hold every item it ever had.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  remove(item: T): boolean {
    const i = this.items.indexOf(item, this.head);
    if (i < 0) return false;
    this.items.splice(i, 1);
    return true;
  }
}

/** Keys taking turns: each `next()` moves on to the following key. */
class Ring<K, V> {
  private readonly map = new Map<K, V>();
  private keys: K[] = [];
  private cursor = 0;

  get size(): number {
    return this.keys.length;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  add(key: K, value: V): void {
    this.map.set(key, value);
    this.keys.push(key);
  }

  delete(key: K): void {
    const i = this.keys.indexOf(key);
    if (i < 0) return;
    this.map.delete(key);
    this.keys.splice(i, 1);
    if (i < this.cursor) this.cursor--;
    if (this.cursor >= this.keys.length) this.cursor = 0;
  }

  /** The key whose turn it is, and moves the turn on. */
  turn(): [K, V] | undefined {
    if (this.keys.length === 0) return undefined;
    if (this.cursor >= this.keys.length) this.cursor = 0;
    const key = this.keys[this.cursor++] as K;
    return [key, this.map.get(key) as V];
  }
}

/** Items queued by flow and client, taken one per flow and client in turn. */
export class FairQueue<T> {
  private readonly flows = new Ring<string, Ring<string, Fifo<T>>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(flow: string, client: string, item: T): void {
    let clients = this.flows.get(flow);
    if (!clients) {
      clients = new Ring();
      this.flows.add(flow, clients);
    }
    let items = clients.get(client);
    if (!items) {
      items = new Fifo();
      clients.add(client, items);
    }
    items.push(item);
    this.count++;
  }

  /** The next item: from the flow whose turn it is, from its client whose turn it is. */
  shift(): T | undefined {
    const flowTurn = this.flows.turn();
    if (!flowTurn) return undefined;
    const [flow, clients] = flowTurn;
    const clientTurn = clients.turn() as [string, Fifo<T>];
    const [client, items] = clientTurn;
    const item = items.shift() as T;
    this.count--;
    this.prune(flow, clients, client, items);
    return item;
  }

  /** Takes a queued item out (its caller gave up on it); false when it was not queued. */
  remove(flow: string, client: string, item: T): boolean {
    const clients = this.flows.get(flow);
    const items = clients?.get(client);
    if (!clients || !items?.remove(item)) return false;
    this.count--;
    this.prune(flow, clients, client, items);
    return true;
  }

  private prune(flow: string, clients: Ring<string, Fifo<T>>, client: string, items: Fifo<T>): void {
    if (items.size > 0) return;
    clients.delete(client);
    if (clients.size === 0) this.flows.delete(flow);
  }
}
