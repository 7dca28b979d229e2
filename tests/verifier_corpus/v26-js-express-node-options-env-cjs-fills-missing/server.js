const express = require('express');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

const app = express();
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

sequelize.sync().then(() => app.listen(3000));
