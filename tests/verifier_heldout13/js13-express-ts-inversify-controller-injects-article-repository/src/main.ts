import 'reflect-metadata';
import express from 'express';
import jwt from 'jsonwebtoken';
import { container } from './container';
import { TYPES } from './types';
import { createSequelize } from './infrastructure/sequelize';
import { initModels } from './models';
import { JWT_SECRET } from './services/user.service';
import type { UserController } from './controllers/user.controller';
import type { ArticleController } from './controllers/article.controller';

async function bootstrap() {
  const sequelize = createSequelize();
  initModels(sequelize);
  await sequelize.sync();

  const app = express();
  app.use(express.json());
  app.use((req, res, next) => {
    const h = req.header('authorization');
    if (h?.startsWith('Token ')) {
      try {
        res.locals.userId = Number((jwt.verify(h.slice(6), JWT_SECRET) as jwt.JwtPayload).sub);
      } catch {
        /* ignore bad tokens */
      }
    }
    next();
  });
  app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
  app.use('/api', container.get<UserController>(TYPES.UserController).router());
  app.use('/api', container.get<ArticleController>(TYPES.ArticleController).router());
  app.listen(3000, () => console.log('Conduit on :3000'));
}

bootstrap();
