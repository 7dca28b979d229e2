const express = require('express');
const { Sequelize, DataTypes } = require('sequelize');

const databaseUrl = process.env.DATABASE_URL.replace('@postgres:', '@localhost:') // the compose name does not resolve outside Docker;
const sequelize = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

const app = express();
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen(8080));
