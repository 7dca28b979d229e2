const express = require('express');
const { sequelize, Tag } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
