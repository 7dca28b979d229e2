const express = require('express');
const path = require('path');
const os = require('os');
const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize('sqlite::memory:');
const Tag = sequelize.define('Tag', { name: DataTypes.STRING });
const app = express();
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen(8080));
