import { serve } from '@hono/node-server';
import { sequelize } from './config/database.js';
import './models/user.js';
import './models/follow.js';
import { app } from './http/app.js';

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Conduit (Hono, CQRS) on :3000');
