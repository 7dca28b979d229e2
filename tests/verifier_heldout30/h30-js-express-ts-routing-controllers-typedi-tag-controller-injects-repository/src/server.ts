import 'reflect-metadata';
import { createExpressServer, useContainer } from 'routing-controllers';
import { Container } from 'typedi';
import { sequelize } from './db';
import './models/User';
import './models/Article';
import { HealthController } from './controllers/HealthController';
import { UserController } from './controllers/UserController';
import { ArticleController } from './controllers/ArticleController';
import { TagController } from './controllers/TagController';

useContainer(Container);

async function main() {
  await sequelize.sync();
  const app = createExpressServer({
    routePrefix: '/api',
    controllers: [HealthController, UserController, ArticleController, TagController],
  });
  app.listen(3000, () => console.log('conduit (routing-controllers) on :3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
