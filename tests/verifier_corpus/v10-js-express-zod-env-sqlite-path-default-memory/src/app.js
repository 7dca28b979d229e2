const express = require('express');
const { env } = require('./config/env');
const sequelize = require('./db');
const tags = require('./routes/tags');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', tags);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

sequelize
  .sync()
  .then(() => app.listen(env.PORT, () => console.log(`listening on ${env.PORT}`)))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
