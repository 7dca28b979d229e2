const express = require('express');
const { sequelize } = require('./entities');
const articles = require('./web/articles');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', articles);

app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

(async () => {
  await sequelize.sync();
  app.listen(3000, () => console.log('Conduit on http://localhost:3000'));
})();
