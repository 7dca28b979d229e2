'use strict';

const express = require('express');
const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/tags', async (req, res, next) => {
  try {
    res.json({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) });
  } catch (err) {
    next(err);
  }
});

sequelize.sync().then(() => app.listen(3000, '0.0.0.0'));
