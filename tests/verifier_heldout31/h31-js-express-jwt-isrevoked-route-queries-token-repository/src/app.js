const express = require('express');
const { sequelize } = require('./models');
const { HttpError } = require('./services/userService');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/users'));
app.use((err, req, res, next) => {
  if (err instanceof HttpError) return res.status(err.status).json({ errors: err.errors });
  if (err.name === 'UnauthorizedError') return res.status(401).json({ errors: { body: ['unauthorized'] } });
  return res.status(500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => app.listen(3000));
