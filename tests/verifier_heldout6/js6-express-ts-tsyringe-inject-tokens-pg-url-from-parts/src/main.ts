import 'reflect-metadata';
import express, { type NextFunction, type Request, type Response } from 'express';
import { bootstrapContainer } from './container';
import { usersRouter } from './routes/users.routes';
import { articlesRouter } from './routes/articles.routes';
import { ServiceError } from './services/user.service';

async function main() {
  await bootstrapContainer();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
  app.use('/api', usersRouter());
  app.use('/api', articlesRouter());
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof ServiceError) return res.status(err.status).json({ errors: { body: [err.message] } });
    console.error(err);
    res.status(500).json({ errors: { body: ['internal error'] } });
  });
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`conduit listening on ${port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
