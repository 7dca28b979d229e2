'use strict';

const fp = require('fastify-plugin');
const { Sequelize, DataTypes } = require('sequelize');
const { env } = require('../env');

async function db(fastify) {
  const sequelize = new Sequelize(env('DATABASE_URL', 'postgres://conduit:conduit@localhost:5432/conduit'), { logging: false });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
  await sequelize.sync();
  fastify.decorate('models', { Tag });
  fastify.addHook('onClose', () => sequelize.close());
}

module.exports = fp(db);
