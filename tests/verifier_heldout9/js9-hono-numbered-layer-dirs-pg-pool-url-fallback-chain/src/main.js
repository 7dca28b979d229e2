import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSchema } from './infra/db.js';
import { TagRepository } from './3-repositories/tag-repository.js';
import { TagService } from './2-services/tag-service.js';
import { tagRoutes } from './1-routes/tags.js';

await createSchema();

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', tagRoutes(new TagService(new TagRepository())));

serve({ fetch: app.fetch, port: 3000 });
