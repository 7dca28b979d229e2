import express, { NextFunction, Request, Response } from 'express';
import { sequelize } from './db';
import { router } from './routes';
import './models';

const app = express();
app.use(express.json());
app.use('/api', router);
app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
  res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
});

sequelize
  .sync()
  .then(() => app.listen(3000, () => console.log('conduit on :3000')))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
