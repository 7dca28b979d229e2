import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { CreateArticle } from './application/usecases/create-article.js';
import { GetArticle } from './application/usecases/get-article.js';
import { env } from './infrastructure/config/env.js';
import { sequelize } from './infrastructure/orm/sequelize.js';
import { ArticleRepository } from './infrastructure/repositories/article-repository.js';
import { articleRoutes } from './interfaces/http/routes/articles.js';

// Composition root: build the graph, mount the HTTP interface.
const articles = new ArticleRepository();
const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', articleRoutes({ createArticle: new CreateArticle(articles), getArticle: new GetArticle(articles) }));

await sequelize.sync();
serve({ fetch: app.fetch, port: env.port });
