const app = require('./app');
const { sequelize } = require('./db');

const port = Number(process.env.PORT || 3000);

sequelize.sync().then(() => {
  app.listen(port, '0.0.0.0', () => console.log(`Conduit listening on ${port}`));
});
