const express = require('express');
const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', usersRouter);
app.use('/api', articlesRouter);

app.use((err, req, res, next) => {
  const status = err.status || 500;
  res.status(status).json({ errors: err.errors || { body: [err.message] } });
});

module.exports = app;
