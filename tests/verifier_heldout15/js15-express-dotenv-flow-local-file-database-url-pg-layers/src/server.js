const express = require('express');
const jwt = require('jsonwebtoken');
const { migrate } = require('./db/pool');

const app = express();
app.use(express.json());
app.use((req, _res, next) => {
  const m = /^Token (.+)$/.exec(req.headers.authorization || '');
  if (m) {
    try { req.auth = jwt.verify(m[1], process.env.JWT_SECRET); } catch { /* anonymous */ }
  }
  next();
});
app.get('/api/health-check', (_req, res) => res.send('ok'));
app.use('/api', require('./routes/profiles'));

migrate().then(() => app.listen(Number(process.env.PORT) || 3000));
