require('dotenv').config({ path: ['.env.local', '.env'], override: true });

const express = require('express');
const { sequelize } = require('./lib/db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api/articles', require('./lib/articles'));

sequelize.sync().then(() => {
  app.listen(process.env.PORT || 3000, () => console.log('conduit up'));
});
