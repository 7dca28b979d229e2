'use strict';
const fp = require('fastify-plugin');
const { Sequelize, DataTypes } = require('sequelize');

async function db(fastify) {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: process.env.SQLITE_STORAGE,
    logging: false,
  });

  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    hash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Comment = sequelize.define('Comment', {
    body: { type: DataTypes.TEXT, allowNull: false },
    articleSlug: { type: DataTypes.STRING, allowNull: false },
  });
  Comment.belongsTo(User, { as: 'author' });

  await sequelize.sync();
  fastify.decorate('models', { User, Comment });
  fastify.addHook('onClose', () => sequelize.close());
}

module.exports = fp(db);
