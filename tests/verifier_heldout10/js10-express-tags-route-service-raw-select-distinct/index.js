const express = require('express');
const { sequelize } = require('./src/models');
const api = require('./src/routes/api');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'UP' }));
app.use('/api', api);

sequelize
  .sync()
  .then(() => app.listen(3000, () => console.log('Server running on port 3000')))
  .catch((err) => {
    console.error('Unable to start', err);
    process.exit(1);
  });
