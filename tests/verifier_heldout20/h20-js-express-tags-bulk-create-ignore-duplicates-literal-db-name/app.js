const express = require('express');
const morgan = require('morgan');
const db = require('./lib/db');

const app = express();
app.use(morgan('tiny'));
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ healthy: true }));
app.use('/api', require('./lib/api'));

db.sequelize.sync({ alter: process.env.NODE_ENV !== 'production' }).then(() => {
  app.listen(3000, () => console.log('API on http://localhost:3000/api'));
});
