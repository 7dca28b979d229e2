import { serve } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import { sequelize } from './db';
import { ArticleRepository } from './repositories/article-repository';
import { UserRepository } from './repositories/user-repository';
import { ArticleService, NotFound } from './services/article-service';
import { UserService } from './services/user-service';
import { articleRoutes } from './routes/articles';
import { userRoutes } from './routes/users';

// composition root
const userRepository = new UserRepository();
const userService = new UserService(userRepository);
const articleService = new ArticleService(new ArticleRepository(), userRepository);

const app = new OpenAPIHono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', userRoutes(userService));
app.route('/', articleRoutes(articleService, userService));
app.doc('/openapi.json', { openapi: '3.0.0', info: { title: 'Conduit', version: '1.0.0' } });
app.onError((err, c) => (err instanceof NotFound ? c.json({ errors: { [err.message]: ['not found'] } }, 404) : c.json({ errors: { body: [err.message] } }, 500)));

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
