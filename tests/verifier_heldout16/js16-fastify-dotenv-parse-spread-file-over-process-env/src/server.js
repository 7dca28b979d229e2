const buildApp = require('./app');
const config = require('./config');
const { sequelize } = require('./models');

sequelize.sync()
  .then(() => buildApp().listen({ port: config.port, host: '0.0.0.0' }))
  .catch((err) => { console.error(err); process.exit(1); });
