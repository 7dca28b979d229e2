const Fastify = require('fastify');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config.json');

const sequelize = new Sequelize(config.database);
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const app = Fastify();

app.get('/api/tags', async () => ({ tags: (await Tag.findAll()).map((t) => t.name) }));

sequelize.sync().then(() => app.listen({ port: config.port, host: '0.0.0.0' }));
