const express = require('express');
const { sequelize, Tag } = require('./db');

const app = express();
app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

sequelize.sync().then(() => app.listen(3000));
