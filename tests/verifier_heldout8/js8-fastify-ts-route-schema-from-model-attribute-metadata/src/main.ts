import Fastify from 'fastify';
import { sequelize } from './lib/sequelize';
import './models/user.model';
import './models/article.model';
import { ArticleRepository } from './repositories/article.repository';
import { ArticleService } from './services/article.service';
import { articlesRoute } from './routes/articles.route';

async function main() {
  await sequelize.sync();

  const app = Fastify({ logger: true });
  const articles = new ArticleService(new ArticleRepository());

  app.get('/api/health-check', async () => ({ status: 'up' }));
  await app.register(articlesRoute, { prefix: '/api', articles });

  await app.listen({ port: 3000, host: '0.0.0.0' });
}

void main();
