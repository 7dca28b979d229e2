import express, { NextFunction, Request, Response } from 'express';
import { UserRepository } from './repositories/user.repository';
import { AuthService } from './services/auth.service';
import { ProfileService } from './services/profile.service';
import { AppError } from './services/errors';
import { usersRouter } from './routes/users.routes';
import { profilesRouter } from './routes/profiles.routes';

export function createApp() {
  const users = new UserRepository();
  const auth = new AuthService(users);
  const profiles = new ProfileService(users);

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => {
    res.status(200).json({ status: 'ok' });
  });
  app.use('/api', usersRouter(auth));
  app.use('/api', profilesRouter(auth, profiles));

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = err instanceof AppError ? err.status : 500;
    res.status(status).json({ errors: { body: [err instanceof Error ? err.message : 'error'] } });
  });
  return app;
}
