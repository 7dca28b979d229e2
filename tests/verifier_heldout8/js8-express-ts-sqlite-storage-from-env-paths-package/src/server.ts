import express, { NextFunction, Request, Response } from 'express';
import { sequelize, databaseFile } from './infra/database';
import { UserRepository } from './repositories/user-repository';
import { AuthService } from './services/auth-service';
import { ProfileService } from './services/profile-service';
import { ServiceError } from './services/errors';
import { usersRoutes } from './routes/users-routes';
import { profilesRoutes } from './routes/profiles-routes';

async function bootstrap() {
  await sequelize.sync();

  // composition root: build the object graph once
  const users = new UserRepository();
  const auth = new AuthService(users);
  const profiles = new ProfileService(users);

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.status(200).send('ok'));
  app.use('/api', usersRoutes(auth));
  app.use('/api', profilesRoutes(auth, profiles));
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof ServiceError) return res.status(err.status).json({ errors: { [err.field]: [err.message] } });
    res.status(500).json({ errors: { server: ['unexpected error'] } });
  });

  app.listen(3000, () => console.log(`conduit on :3000 (db: ${databaseFile})`));
}

bootstrap();
