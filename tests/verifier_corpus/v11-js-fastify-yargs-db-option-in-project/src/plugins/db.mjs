import path from 'node:path';
import fp from 'fastify-plugin';
import { Sequelize, DataTypes } from 'sequelize';

async function db(fastify, opts) {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: path.resolve(opts.file),
    logging: false,
  });

  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  }, { tableName: 'users' });

  await sequelize.sync();
  fastify.decorate('models', { User });
  fastify.addHook('onClose', () => sequelize.close());
}

export default fp(db);
