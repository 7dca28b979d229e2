import 'reflect-metadata';
import { createKoaServer, useContainer } from 'routing-controllers';
import { Container } from 'typedi';
import { sequelize } from './config/database';
import { UserController } from './controllers/UserController';
import { CommentController } from './controllers/CommentController';
import { HealthController } from './controllers/HealthController';

useContainer(Container);

async function bootstrap() {
  await sequelize.sync();
  const app = createKoaServer({
    routePrefix: '/api',
    controllers: [HealthController, UserController, CommentController],
    classTransformer: false,
  });
  app.listen(Number(process.env.PORT ?? 3000));
}

bootstrap();
