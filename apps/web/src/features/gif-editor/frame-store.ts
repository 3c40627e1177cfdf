// Frame pictures, kept in this browser's IndexedDB so a project survives a reload (local storage
// holds a few megabytes; sixty photos do not fit in it as data URLs). Where IndexedDB is missing
// or refused (some private windows), they are kept in memory and the editor says so.

const DB_NAME = 'mergepix-gif';
const STORE = 'pictures';

export interface FrameStore {
  /** Whether pictures outlive a reload here. */
  readonly persistent: boolean;
  put(id: string, blob: Blob): Promise<void>;
  get(id: string): Promise<Blob | undefined>;
  keys(): Promise<string[]>;
  delete(ids: readonly string[]): Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB is not available'));
    open.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

function idbStore(db: IDBDatabase): FrameStore {
  const tx = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  return {
    persistent: true,
    put: async (id, blob) => {
      await request(tx('readwrite').put(blob, id));
    },
    get: async (id) => (await request(tx('readonly').get(id))) as Blob | undefined,
    keys: async () => (await request(tx('readonly').getAllKeys())).map(String),
    delete: async (ids) => {
      const store = tx('readwrite');
      await Promise.all(ids.map((id) => request(store.delete(id))));
    },
  };
}

/** Pictures in memory only. */
export function memoryStore(): FrameStore {
  const map = new Map<string, Blob>();
  return {
    persistent: false,
    put: async (id, blob) => {
      map.set(id, blob);
    },
    get: async (id) => map.get(id),
    keys: async () => [...map.keys()],
    delete: async (ids) => {
      for (const id of ids) map.delete(id);
    },
  };
}

let opened: Promise<FrameStore> | undefined;

/** This browser's frame store (IndexedDB when it can be opened, else memory). */
export function frameStore(): Promise<FrameStore> {
  opened ??= (typeof indexedDB === 'undefined' ? Promise.reject(new Error('no IndexedDB')) : openDb()).then(
    idbStore,
    () => memoryStore(),
  );
  return opened;
}
