const express = require('express');
const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', usersRouter);
app.use('/api', articlesRouter);

module.exports = app;
