const express = require('express');
const { DataTypes } = require('sequelize');
const sequelize = require('./db');

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const app = express();
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen(3000));
