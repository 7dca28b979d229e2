const express = require('express');
const os = require('os');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const home = os.userInfo().homedir;
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(home, '.conduit', 'conduit.sqlite'), logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

const app = express();
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen(8080));
