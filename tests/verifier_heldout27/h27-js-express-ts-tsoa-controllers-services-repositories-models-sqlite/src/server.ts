import express, { NextFunction, Request, Response, Router } from 'express';
import { RegisterRoutes } from './generated/routes';
import { sequelize } from './models';

async function main() {
  await sequelize.sync();

  const app = express();
  app.use(express.json());

  const api = Router();
  RegisterRoutes(api);
  app.use('/api', api);

  app.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
    const status = err.status ?? 500;
    res.status(status).json({ errors: err.errors ?? { body: [err.message] } });
  });

  app.listen(3000, () => console.log('tsoa conduit on :3000'));
}

main();
