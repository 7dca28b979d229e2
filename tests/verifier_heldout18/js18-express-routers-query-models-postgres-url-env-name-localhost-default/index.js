require('dotenv').config();
const express = require('express');
const cors = require('cors');
const { sequelize } = require('./models');

const app = express();
app.use(cors());
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));

(async () => {
  await sequelize.sync();
  app.listen(process.env.PORT || 3000, () => console.log('Conduit API on 3000'));
})();
