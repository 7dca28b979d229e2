// Composition root: builds repositories, services and routes, then starts the server.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './config/database.js';
import './domain/entities/index.js';
import { UserRepository } from './infra/repositories/user-repository.js';
import { ArticleRepository } from './infra/repositories/article-repository.js';
import { ProfileService } from './domain/services/profile-service.js';
import { ArticleService } from './domain/services/article-service.js';
import { articleRoutes } from './http/routes/articles.js';
import { profileRoutes } from './http/routes/profiles.js';

const profileService = new ProfileService(new UserRepository());
const articleService = new ArticleService(new ArticleRepository(), profileService);

const api = new Hono();
api.get('/health-check', (c) => c.text('ok'));
api.route('/', articleRoutes({ articleService }));
api.route('/', profileRoutes({ profileService }));

const app = new Hono();
app.route('/api', api);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });
