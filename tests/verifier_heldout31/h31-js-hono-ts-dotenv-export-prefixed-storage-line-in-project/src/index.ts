import 'dotenv/config';
import { serve } from '@hono/node-server';
import { app } from './app.js';
import { createDatabase } from './db.js';

const sequelize = createDatabase();
await sequelize.sync();

serve({ fetch: app.fetch, port: 3000 });
console.log(`Conduit on :3000 (db ${process.env.SQLITE_FILE ?? 'memory'})`);
