'use strict';

const fp = require('fastify-plugin');
const { Sequelize, DataTypes } = require('sequelize');
const { db } = require('../config');

function connect() {
  if (db.dialect === 'postgres') {
    return new Sequelize(db.url, { dialect: 'postgres', logging: false });
  }
  return new Sequelize({ dialect: 'sqlite', storage: db.storage, logging: false });
}

module.exports = fp(async (fastify) => {
  const sequelize = connect();
  const User = sequelize.define('User', {
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  });
  Article.belongsTo(User, { as: 'author' });

  await sequelize.sync();
  fastify.log.info(`database ready (${db.dialect})`);
  fastify.decorate('models', { User, Article });
});
