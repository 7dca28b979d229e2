const express = require('express');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.use((req, _res, next) => {
  const [, token] = (req.headers.authorization || '').split(' ');
  try { req.userId = token ? jwt.verify(token, process.env.JWT_SECRET || 'secret').id : null; } catch { req.userId = null; }
  next();
});
app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api', require('./controllers/articles'));

const PORT = process.env.PORT || 3000;
sequelize.sync().then(() => app.listen(PORT, () => console.log(`Server running on port ${PORT}`)));
