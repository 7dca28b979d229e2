import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { tags } from './handlers/tags';
import { profiles } from './handlers/profiles';
import { articles } from './handlers/articles';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api/tags', tags);
app.route('/api/profiles', profiles);
app.route('/api/articles', articles);

serve({ fetch: app.fetch, port: 3000 });
