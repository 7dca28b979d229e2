const express = require('express');
const apiRouter = require('./routes');
const { HttpError } = require('./errors');

const app = express();
app.use(express.json());
app.use('/api', apiRouter);

app.use((err, req, res, next) => {
  if (err instanceof HttpError) {
    return res.status(err.status).json({ errors: err.body });
  }
  console.error(err);
  res.status(500).json({ errors: { body: ['internal error'] } });
});

module.exports = app;
