import 'reflect-metadata';
import express from 'express';
import { InversifyExpressServer } from 'inversify-express-utils';
import { sequelize } from './config/database';
import { buildContainer } from './container';

async function main(): Promise<void> {
  await sequelize.sync();
  const server = new InversifyExpressServer(buildContainer(), null, { rootPath: '/api' });
  server.setConfig((app) => app.use(express.json()));
  server.setErrorConfig((app) =>
    app.use((err: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
    }),
  );
  server.build().listen(3000, () => console.log('listening on 3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
