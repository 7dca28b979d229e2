import { createFactory } from 'hono/factory';
import { Sequelize } from 'sequelize';
import { defineModels } from './models/index.js';
import { usersRepository } from './repositories/users.js';
import { commentsRepository } from './repositories/comments.js';
import { usersService } from './services/users.js';
import { commentsService } from './services/comments.js';

export const sequelize = new Sequelize(process.env.DATABASE_URL!, { dialect: 'postgres', logging: false });
const models = defineModels(sequelize);

const services = {
  users: usersService(usersRepository(models)),
  comments: commentsService(commentsRepository(models)),
};

type Env = { Variables: { db: Sequelize; services: typeof services; userId?: number } };

export const factory = createFactory<Env>({
  initApp: (app) => {
    app.use(async (c, next) => {
      c.set('db', sequelize);
      c.set('services', services);
      await next();
    });
  },
});
