const express = require('express');
const { Sequelize, DataTypes } = require('sequelize');

const config = process.env.NODE_ENV === 'production' ? require('./config/prod') : require('./config/dev');
const sequelize = config.db.url ? new Sequelize(config.db.url, config.db) : new Sequelize(config.db);

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const app = express();
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen(3000));
