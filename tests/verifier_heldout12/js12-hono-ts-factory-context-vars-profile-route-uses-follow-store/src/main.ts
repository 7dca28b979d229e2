import { serve } from '@hono/node-server';
import { Sequelize } from 'sequelize';
import { defineModels } from './models/schema.js';
import { createUserStore } from './data/users.js';
import { createFollowStore } from './data/follows.js';
import { createProfileService } from './services/profiles.js';
import { factory } from './http/env.js';
import { profileRoutes } from './http/routes/profiles.js';

const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });
const models = defineModels(sequelize);
const follows = createFollowStore(models);
const profiles = createProfileService(createUserStore(models), follows);

const app = factory.createApp().basePath('/api');
app.use('*', async (c, next) => {
  c.set('profiles', profiles);
  c.set('follows', follows);
  const token = c.req.header('authorization')?.split(' ')[1];
  if (token) c.set('userId', Number(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString().match(/"id":(\d+)/)?.[1]));
  await next();
});
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', profileRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
