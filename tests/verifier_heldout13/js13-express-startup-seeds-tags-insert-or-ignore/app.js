const express = require('express');
const cors = require('cors');
const { sequelize } = require('./models');
const { seedTags } = require('./utils/seed');
const routes = require('./routes');

const app = express();
app.use(cors());
app.use(express.json());
app.use('/api', routes);
app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

(async () => {
  await sequelize.sync();
  await seedTags();
  app.listen(3000, () => console.log('Server running on port 3000'));
})();
