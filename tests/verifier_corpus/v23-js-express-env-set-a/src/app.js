const express = require('express');
const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const Tag = sequelize.define('Tag', { name: DataTypes.STRING });
const app = express();
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen(8080));
