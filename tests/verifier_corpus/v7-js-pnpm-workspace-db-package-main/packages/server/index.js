const express = require('express');
const { sequelize, Tag } = require('@conduit/db');

const app = express();
app.use(express.json());
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
app.post('/api/tags', async (req, res) => {
  await Tag.findOrCreate({ where: { name: req.body.tag } });
  res.status(201).end();
});
sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
