const express = require('express');
const config = require('./config');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/profiles'));
app.use((err, _req, res, _next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`conduit on ${config.port}, db ${config.storage}`));
});
