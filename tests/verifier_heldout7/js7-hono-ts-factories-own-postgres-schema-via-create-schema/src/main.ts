import { serve } from '@hono/node-server';
import { createSequelize, prepareDatabase } from './infra/sequelize.js';
import { createApp } from './app.js';

const sequelize = createSequelize();
const app = createApp(sequelize);
await prepareDatabase(sequelize);

serve({ fetch: app.fetch, port: 3000 }, () => console.log('conduit (hono) on :3000'));
