const express = require('express');
const articleRoutes = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', articleRoutes);
app.use((err, req, res, next) => res.status(err.status || 500).json({ errors: err.errors || { body: [err.message] } }));
module.exports = app;
