const express = require('express');
const cors = require('cors');
const routes = require('./routes');
const { sequelize } = require('./models');

const app = express();
app.use(cors());
app.use(express.json());
app.use('/api', routes);
app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('listening on 3000'));
});
