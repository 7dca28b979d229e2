const express = require('express');
const env = require('./env');
const sequelize = require('./db');
const profiles = require('./routes/profiles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', profiles);

sequelize.sync().then(() => {
  app.listen(env.PORT, () => console.log(`conduit listening on ${env.PORT}`));
});
