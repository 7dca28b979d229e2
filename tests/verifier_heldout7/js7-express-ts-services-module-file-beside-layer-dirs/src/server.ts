import express, { NextFunction, Request, Response } from 'express';
import { sequelize } from './db';
import './models/user';
import './models/follow';
import { usersRouter } from './routes/users';
import { profilesRouter } from './routes/profiles';

async function main() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => {
    res.status(200).send('ok');
  });
  app.use('/api', usersRouter, profilesRouter);
  app.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
    res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
  });
  app.listen(3000, () => console.log('Conduit on :3000'));
}

main();
