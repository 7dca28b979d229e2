const express = require('express');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./models');
const articlesRoutes = require('./routes/articles.routes');

const app = express();
app.use(express.json());

app.use((req, _res, next) => {
  const auth = req.headers.authorization;
  if (auth && auth.startsWith('Token ')) {
    try {
      req.userId = jwt.verify(auth.slice(6), process.env.JWT_SECRET || 'secret').id;
    } catch (_) { /* anonymous */ }
  }
  next();
});

app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api/articles', articlesRoutes);

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('listening on http://localhost:3000'));
});
