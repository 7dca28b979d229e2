import express from 'express';
import { sequelize } from './infra/sequelize';
import { UserRepository } from './repositories/user.repository';
import { ArticleRepository } from './repositories/article.repository';
import { AuthService } from './services/auth.service';
import { ArticleService } from './services/article.service';
import { userRoutes } from './http/routes/users';
import { articleRoutes } from './http/routes/articles';

async function start() {
  await sequelize.sync();
  const auth = new AuthService(new UserRepository());
  const articles = new ArticleService(new ArticleRepository());

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.status(200).send('ok'));
  app.use('/api', userRoutes(auth), articleRoutes(articles, auth));
  app.listen(3000, () => console.log('API ready on 3000'));
}

void start();
