import express, { NextFunction, Request, Response } from 'express';
import { syncModels } from './models';
import { usersRouter } from './routes/users';
import { articlesRouter } from './routes/articles';

async function main() {
  await syncModels();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
  app.use('/api', usersRouter, articlesRouter);
  app.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
    res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
  });
  app.listen(3000, () => console.log('Conduit on :3000'));
}

main();
