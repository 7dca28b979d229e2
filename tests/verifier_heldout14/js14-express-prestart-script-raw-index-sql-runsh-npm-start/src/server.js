const express = require('express');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.use((req, res, next) => {
  const h = req.headers.authorization;
  if (h && h.startsWith('Token ')) {
    try { req.auth = jwt.verify(h.slice(6), process.env.JWT_SECRET || 'secret'); } catch (e) { /* anonymous */ }
  }
  next();
});
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api/articles', require('./routes/articles'));

sequelize.sync().then(() => app.listen(3000, () => console.log('API on :3000')));
