import express, { type NextFunction, type Request, type Response } from 'express';
import { initDatabase } from './models';
import { usersRouter } from './routes/users.routes';
import { articlesRouter } from './routes/articles.routes';
import { HttpishError } from './services/auth.service';

async function main() {
  await initDatabase();

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => { res.json({ ok: true }); });
  app.use('/api', usersRouter, articlesRouter);
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    const status = err instanceof HttpishError ? err.status : 500;
    res.status(status).json({ errors: { body: [err.message] } });
  });

  app.listen(3000, () => console.log('listening on 3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
