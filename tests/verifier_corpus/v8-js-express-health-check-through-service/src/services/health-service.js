import { databaseReachable } from '../repositories/health-repository.js';

export const healthService = {
  async status() {
    const database = await databaseReachable();
    return { ok: database, database: database ? 'up' : 'down' };
  },
};
