import path from 'node:path';
import fp from 'fastify-plugin';
import { Sequelize, DataTypes } from 'sequelize';

export default fp(async (fastify) => {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: path.resolve(process.cwd(), process.env.SQLITE_FILE ?? 'conduit.sqlite'),
    logging: false,
  });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
  await sequelize.sync();
  fastify.decorate('db', { sequelize, Tag });
  fastify.addHook('onClose', () => sequelize.close());
});
