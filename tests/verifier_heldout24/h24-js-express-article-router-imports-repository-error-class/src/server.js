const express = require('express');
const jwt = require('jsonwebtoken');
const db = require('./lib/db');
require('./models/article');

const app = express();
app.use(express.json());
app.use((req, res, next) => {
  const m = /^Token (.+)$/.exec(req.headers.authorization || '');
  if (m) { try { req.userId = jwt.verify(m[1], process.env.JWT_SECRET || 'dev').id; } catch { /* anonymous */ } }
  next();
});
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/articles'));

db.sync().then(() => app.listen(3000));
