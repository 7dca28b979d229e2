const path = require('path');
const express = require('express');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
for (const name of ['users', 'articles']) {
  app.use('/api', require(path.join(__dirname, 'routes', name)));
}

module.exports = app;
