import fs from 'node:fs';
import path from 'node:path';
import { settings } from '../settings';
import { development } from '../settings/public';

export type FolderEdits = {
  /** Goes up at every edit seen in the folder, so a cache kept at one version knows it is old. */
  version: () => number;
  /** Calls `listener` once a burst of events has settled; returns the way to stop. */
  subscribe: (listener: () => void) => () => void;
  close: () => void;
};

/** Starts following `dir` and its subfolders, calling `onChange`; throws if it cannot. */
export type Watch = (
  dir: string,
  onChange: (file: string | null) => void,
  onError: () => void,
) => { close: () => void };

// One watcher per folder: Node 20's recursive watch on Linux watches each file itself, and misses
// every save once an editor has written a new file over the old. A new folder is followed too.
export const watchTree: Watch = (root, onChange, onError) => {
  const watchers = new Map<string, fs.FSWatcher>();
  const follow = (dir: string) => {
    watchers.get(dir)?.close();
    const watcher = fs.watch(dir, { persistent: false }, (_, name) => {
      if (dir === root && !fs.existsSync(root)) return onError();
      const file = name ? path.join(dir, name.toString()) : null;
      if (file) followIfFolder(file);
      onChange(file && path.relative(root, file));
    });
    watcher.on('error', () => (dir === root ? onError() : forget(dir)));
    watchers.set(dir, watcher);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) follow(path.join(dir, entry.name));
    }
  };
  const forget = (dir: string) => {
    for (const [folder, watcher] of watchers) {
      if (folder === dir || folder.startsWith(dir + path.sep)) {
        watcher.close();
        watchers.delete(folder);
      }
    }
  };
  const followIfFolder = (file: string) => {
    try {
      if (fs.statSync(file).isDirectory()) follow(file);
      else forget(file);
    } catch {
      forget(file); // gone
    }
  };
  follow(root);
  return { close: () => forget(root) };
};

/** An editor's swap, backup and lock files say nothing about the content. */
const isScratch = (file: string) => {
  const name = path.basename(file);
  return name.startsWith('.') || name.endsWith('~') || name.endsWith('.swp');
};

/** A save arrives as a few events; listeners hear of it once, after the last. */
const SETTLE_MS = 100;

/** Follows `dir`: one watcher, started again at the next question if the folder went away. */
export function followFolder(dir: string, watch: Watch = watchTree, settleMs = SETTLE_MS) {
  let version = 0;
  let watcher: { close: () => void } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const changed = () => {
    version += 1;
    clearTimeout(timer);
    timer = setTimeout(() => listeners.forEach((listener) => listener()), settleMs);
    timer.unref?.();
  };
  const start = (first = false) => {
    if (watcher) return;
    try {
      watcher = watch(
        dir,
        (file) => {
          if (!file || !isScratch(file)) changed();
        },
        () => {
          watcher?.close();
          watcher = undefined;
          changed();
        },
      );
    } catch {
      return; // a folder that is not there yet: tried again at the next question
    }
    if (!first) changed(); // back after a gap in which anything may have changed
  };

  start(true);
  const edits: FolderEdits = {
    version: () => {
      start();
      return version;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      clearTimeout(timer);
      watcher?.close();
      listeners.clear();
    },
  };
  return edits;
}

export type Folders = { config: FolderEdits; public: FolderEdits };

const KEY = Symbol.for('portfolio.content.edits');
const processWide = globalThis as typeof globalThis & { [KEY]?: Folders };

/** `next dev` only: each folder followed once per process, however often its modules reload;
 * undefined in a build or a production server, which read the content once. */
export function ownerFolders(): Folders | undefined {
  if (!development()) return undefined;
  processWide[KEY] ??= {
    config: followFolder(settings().configDir),
    public: followFolder(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public')),
  };
  return processWide[KEY];
}

/** Changes with any edit the content depends on: its files, and the files in public/ it names. */
export function contentVersion(): number {
  const folders = ownerFolders();
  return folders ? folders.config.version() + folders.public.version() : 0;
}

/** Changes with any file in public/: the pictures' sizes and colours are read from them. */
export const picturesVersion = (): number => ownerFolders()?.public.version() ?? 0;

/** Server-sent events: one message each time an edit to the folders has settled, until `signal`
 * aborts (the page closed). Holds no more than its two subscriptions. */
export function contentEditsFeed(
  folders: Folders,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((unsubscribe) => unsubscribe());
  return new ReadableStream({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // closed by the other side in the meantime
        }
      };
      const edited = () => send(`data: ${folders.config.version() + folders.public.version()}\n\n`);
      stops.push(folders.config.subscribe(edited), folders.public.subscribe(edited));
      signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
      // A comment, so the browser has the answer's headers at once.
      send(': following config/ and public/\n\n');
    },
    cancel: stop,
  });
}
