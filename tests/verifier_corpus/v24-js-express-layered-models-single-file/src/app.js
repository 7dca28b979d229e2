const express = require('express');
const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');
const tagsRouter = require('./routes/tags');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', usersRouter);
app.use('/api', articlesRouter);
app.use('/api', tagsRouter);

app.use((err, req, res, next) => {
  if (err.status && err.errors) return res.status(err.status).json({ errors: err.errors });
  console.error(err);
  return res.status(500).json({ errors: { body: ['internal error'] } });
});

module.exports = app;
