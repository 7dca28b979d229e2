const express = require('express');
const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/tags', require('./routes/tags.route'));
app.use('/api/articles', require('./routes/articles.route'));
module.exports = app;
