const express = require('express');
const { db, migrate } = require('./db');

const app = express();
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/tags', async (req, res) => res.json({ tags: (await db('tags').select('name')).map((r) => r.name) }));

migrate().then(() => app.listen(3000));
