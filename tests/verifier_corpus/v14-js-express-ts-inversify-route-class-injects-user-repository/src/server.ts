import 'reflect-metadata';
import express from 'express';
import { container } from './inversify.config';
import { TYPES } from './types';
import { sequelize } from './database';
import type { ProfileRoutes } from './routes/profile.routes';

async function bootstrap() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
  app.use('/api', container.get<ProfileRoutes>(TYPES.ProfileRoutes).build());
  app.listen(3000, () => console.log('Conduit API listening on 3000'));
}

bootstrap();
