import type { Endpoint } from '@admin/shared/contract';
import type { Db } from './db/database';
import type { RouteDocs } from './http/openapi-schema';
import type { CountCache } from './kit/count-cache';
import type { KaoyanYears } from './kit/kaoyan-years';
import type { UploadStore } from './uploads/store';

/** The signed-in account of a request (set by the auth hook). */
export interface AuthUser {
  id: number;
  username: string;
  name: string;
  avatar: string;
  sessionId: number;
}

/** What route implementations need from the app. */
export interface Deps {
  db: Db;
  now: () => Date;
  /** Folder of uploads and the database file. */
  dataDir: string;
  counts: CountCache;
  /** Uploaded images: the data folder on one machine, the database in a fleet. */
  uploads: UploadStore;
  /** A session unused this long ends (SESSION_IDLE_MINUTES; default auth/sessions.ts DEFAULT_IDLE_MS). */
  sessionIdleMs?: number;
  /** Days a deleted record stays restorable from the recycle bin (RECYCLE_BIN_DAYS; default 30). */
  recycleBinDays: number;
  /** The open kaoyan years, over the places the registered resources keep years. */
  years: KaoyanYears;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The permission-table entry the route serves (API routes only). */
    endpoint?: Endpoint;
    /** What /admin_api/docs shows of the route's input and output (API routes only). */
    docs?: RouteDocs;
  }
}
