import Fastify from 'fastify';
import { sequelize } from './models';
import { ArticleRepository } from './repositories/article.repository';
import { ArticleService } from './services/article.service';
import { articleRoutes } from './routes/articles.route';

async function main(): Promise<void> {
  await sequelize.sync();

  const app = Fastify({ logger: true });
  const articles = new ArticleService(new ArticleRepository());
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(articleRoutes(articles), { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

void main();
