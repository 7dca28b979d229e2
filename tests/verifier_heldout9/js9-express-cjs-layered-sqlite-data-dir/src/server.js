const app = require('./app');
const { sequelize } = require('./models');

const PORT = 3000;

sequelize.sync().then(() => {
  app.listen(PORT, () => console.log(`Conduit listening on ${PORT}`));
}).catch((err) => {
  console.error('database initialisation failed', err);
  process.exit(1);
});
