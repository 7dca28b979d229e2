const express = require('express');
const { sequelize } = require('./models');
const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', usersRouter);
app.use('/api/articles', articlesRouter);

(async () => {
  await sequelize.authenticate();
  await sequelize.sync();
  app.listen(3000, () => console.log('listening on 3000'));
})();
