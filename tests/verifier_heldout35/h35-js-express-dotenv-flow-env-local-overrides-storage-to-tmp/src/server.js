require('dotenv-flow').config();

const express = require('express');
const { sequelize } = require('./models');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', routes);

sequelize.sync().then(() => {
  app.listen(Number(process.env.PORT) || 3000, () => console.log('listening'));
});
