const app = require('./app');
const { sequelize } = require('./models');

const PORT = 3000;

(async () => {
  await sequelize.sync();
  app.listen(PORT, () => console.log(`Conduit listening on ${PORT}`));
})();
