const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: ['internal server error'] } });
});

(async () => {
  await sequelize.authenticate();
  await sequelize.sync();
  app.listen(3000, () => console.log('conduit listening on 3000'));
})();
