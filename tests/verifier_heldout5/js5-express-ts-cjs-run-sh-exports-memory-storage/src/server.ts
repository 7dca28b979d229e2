import express from 'express';
import { sequelize } from './config/database';
import { ProfileRepository } from './repositories/profile.repository';
import { ProfileService } from './services/profile.service';
import { profileRoutes } from './routes/profiles.routes';

async function bootstrap() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => { res.json({ ok: true }); });
  app.use('/api', profileRoutes(new ProfileService(new ProfileRepository())));
  app.listen(3000);
}

bootstrap();
