require('dotenv').config();
const express = require('express');
const { sequelize } = require('./src/models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).send('OK'));
app.use('/api', require('./src/routes'));

(async () => {
  await sequelize.sync();
  app.listen(process.env.PORT || 3000);
})();
