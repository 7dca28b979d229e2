const path = require('path');
const nconf = require('nconf');
const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { Sequelize, DataTypes } = require('sequelize');

nconf.file({ file: path.join(__dirname, 'config.json') }).env();

const sequelize = new Sequelize(nconf.get('DATABASE_URL'), { logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => c.json({ tags: (await Tag.findAll()).map((t) => t.name) }));

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
