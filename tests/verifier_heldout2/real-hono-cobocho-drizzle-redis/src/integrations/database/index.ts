import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

import { sqlLogger } from '@core/logging/pino';

const client = postgres(process.env.DATABASE_URL!);

export const db = drizzle(client, {
  logger: {
    logQuery: query => {
      sqlLogger.info(query);
    },
  },
});
