import type { Transaction } from 'sequelize';
import { sequelize } from '../lib/sequelize';

/** Runs `work` inside one database transaction (committed on success, rolled back on error). */
export function withTransaction<T>(work: (t: Transaction) => Promise<T>): Promise<T> {
  return sequelize.transaction((t) => work(t));
}

export type { Transaction };
