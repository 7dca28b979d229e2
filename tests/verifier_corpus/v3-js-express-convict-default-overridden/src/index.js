const express = require('express');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

const sequelize = new Sequelize(config.get('db.url'), { logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

const app = express();
app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

sequelize.sync().then(() => app.listen(config.get('port')));
