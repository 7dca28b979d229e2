import { serve } from '@hono/node-server';
import { factory, sequelize } from './factory.js';
import { login, register } from './handlers/users.js';
import { listTags } from './handlers/tags.js';
import { listComments } from './handlers/comments.js';

const app = factory.createApp().basePath('/api');

app.get('/health-check', (c) => c.text('ok'));
app.post('/users', ...register);
app.post('/users/login', ...login);
app.get('/tags', ...listTags);
app.get('/articles/:slug/comments', ...listComments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));
