import Fastify from 'fastify';
import { sequelize } from './models';
import { SequelizeArticleRepository } from './repositories/sequelize-article-repository';
import { ArticleService } from './services/article-service';
import { articleRoutes } from './routes/article-routes';

async function bootstrap() {
  await sequelize.sync();
  const articles = new ArticleService(new SequelizeArticleRepository());
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(articleRoutes(articles), { prefix: '/api/articles' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

bootstrap();
