const express = require('express');
const { sequelize } = require('./lib/db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));
app.use((err, req, res, next) => {
  console.error(err);
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

(async () => {
  await sequelize.sync();
  app.listen(3000, () => console.log('conduit :3000'));
})();
