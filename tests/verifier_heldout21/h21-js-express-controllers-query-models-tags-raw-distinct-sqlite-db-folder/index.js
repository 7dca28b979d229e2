const express = require('express');
const cors = require('cors');
const { sequelize } = require('./models');
const apiRouter = require('./routes');

const app = express();
app.use(cors());
app.use(express.json());
app.use('/api', apiRouter);

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Listening on http://localhost:3000'));
});
