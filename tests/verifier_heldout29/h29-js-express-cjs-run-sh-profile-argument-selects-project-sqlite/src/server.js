const express = require('express');
const config = require('./config');
const { sequelize } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.send({ status: 'up', profile: config.profile }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));

sequelize
  .sync()
  .then(() => app.listen(3000, () => console.log(`[${config.profile}] listening on 3000, db=${config.storage}`)))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
