// Composition root: plugs the persistence adapters into the application services and those into HTTP.
import { sequelize } from './adapters/persistence/sequelize.js';
import { SequelizeUserRepository } from './adapters/persistence/user-repository.js';
import { SequelizeArticleRepository } from './adapters/persistence/article-repository.js';
import { UserService } from './application/user-service.js';
import { ArticleService } from './application/article-service.js';
import { createHttpServer } from './adapters/http/server.js';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');

const users = new SequelizeUserRepository();
const articles = new SequelizeArticleRepository();
const services = {
  userService: new UserService({ users }),
  articleService: new ArticleService({ articles, users }),
};

await sequelize.sync();
const app = await createHttpServer(services);
await app.listen({ port: 3000, host: '0.0.0.0' });
