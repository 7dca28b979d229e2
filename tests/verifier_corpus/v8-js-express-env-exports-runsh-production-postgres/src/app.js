const express = require('express');
const sequelize = require('./db');
const profiles = require('./routes/profiles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', profiles);

(async () => {
  await sequelize.sync();
  app.listen(3000, () => console.log(`conduit (${process.env.NODE_ENV}) on 3000`));
})();
