const express = require('express');
const routes = require('./routes');
const { HttpError } = require('./utils/errors');

const app = express();
app.use(express.json());
app.use('/api', routes);

app.use((req, res) => res.status(404).json({ errors: { body: ['not found'] } }));
// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  if (err instanceof HttpError) return res.status(err.status).json({ errors: err.errors });
  console.error(err);
  return res.status(500).json({ errors: { body: [err.message] } });
});

module.exports = app;
