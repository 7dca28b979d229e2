const express = require('express');
const cors = require('cors');
const routes = require('./routes');

const app = express();
app.use(cors());
app.use(express.json());
app.use('/api', routes);

app.use((err, req, res, next) => {
  if (err.status && err.errors) return res.status(err.status).json({ errors: err.errors });
  console.error(err);
  return res.status(500).json({ errors: { server: ['internal error'] } });
});

module.exports = app;
