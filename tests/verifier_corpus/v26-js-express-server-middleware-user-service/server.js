const express = require('express');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./src/models');
const userService = require('./src/services/userService');
const profileRoutes = require('./src/routes/profiles');

const app = express();
app.use(express.json());

app.use(async (req, res, next) => {
  const header = req.headers.authorization || '';
  if (!header.startsWith('Token ')) return next();
  try {
    const payload = jwt.verify(header.slice(6), process.env.JWT_SECRET || 'dev-secret');
    req.user = await userService.getById(payload.id);
    next();
  } catch (err) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
});

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', profileRoutes);

sequelize.sync().then(() => app.listen(3000));
