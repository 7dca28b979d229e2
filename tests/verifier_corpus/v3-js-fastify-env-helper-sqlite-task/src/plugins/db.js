'use strict';

const fp = require('fastify-plugin');
const { Sequelize, DataTypes } = require('sequelize');
const { env } = require('../env');

async function db(fastify) {
  const sequelize = new Sequelize(env('DATABASE_URL', 'sqlite:./conduit.sqlite'), { logging: false });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
  await sequelize.sync();
  fastify.decorate('models', { Tag });
  fastify.addHook('onClose', () => sequelize.close());
}

module.exports = fp(db);
