import fp from 'fastify-plugin';
import { Sequelize, DataTypes } from 'sequelize';

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_STORAGE || ':memory:',
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
});

export default fp(async (app) => {
  await sequelize.sync();
  app.decorate('models', { User });
  app.addHook('onClose', async () => sequelize.close());
});
