const express = require('express');
const { migrate } = require('./db');
const articles = require('./routes/articles');
const tags = require('./routes/tags');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api/articles', articles);
app.use('/api/tags', tags);

migrate().then(() => app.listen(3000));
