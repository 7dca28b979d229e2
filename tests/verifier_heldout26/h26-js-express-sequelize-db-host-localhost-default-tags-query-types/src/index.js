const express = require('express');
const { sequelize } = require('./models');
const config = require('./config');

const app = express();
app.use(express.json());
app.use('/api', require('./routes'));
app.use((err, req, res, next) => res.status(500).json({ errors: { body: [err.message] } }));

(async () => {
  await sequelize.authenticate();
  await sequelize.sync();
  app.listen(config.port, () => console.log(`Server running on port ${config.port}`));
})();
