import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models';
import { UserRepository } from './repositories/user.repository';
import { TagRepository } from './repositories/tag.repository';
import { UserService } from './services/user.service';
import type { AppEnv, Services } from './services/types';
import { users } from './routes/users';
import { tags } from './routes/tags';

// Composition root: build the object graph once and hand it to the routes.
const tagRepository = new TagRepository();
const services: Services = {
  users: new UserService(new UserRepository()),
  // listing tags has no business rule: the repository already has the right shape
  tags: tagRepository,
};

const app = new Hono<AppEnv>().basePath('/api');
app.use('*', async (c, next) => {
  c.set('services', services);
  await next();
});
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
