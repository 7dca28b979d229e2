import express from 'express';
import { sequelize, Tag } from './models.js';

const app = express();
app.get('/api/tags', async (_req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});
await sequelize.sync();
app.listen(3000, '0.0.0.0');
