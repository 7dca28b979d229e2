const app = require('./app');
const sequelize = require('./database');

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Conduit API on :3000'));
});
