'use strict';
const express = require('express');
const { ensureSchema } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (_req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/tags'));
app.use('/api', require('./routes/articles'));

app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

const port = Number(process.env.PORT || 3000);

ensureSchema()
  .then(() => app.listen(port, () => console.log(`api listening on ${port}`)))
  .catch((err) => {
    console.error('failed to prepare the database', err);
    process.exit(1);
  });
