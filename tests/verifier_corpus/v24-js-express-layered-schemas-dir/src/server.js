const app = require('./app');
const { sequelize } = require('./schemas');

const port = Number(process.env.PORT) || 3000;

sequelize
  .sync()
  .then(() => app.listen(port, () => console.log(`conduit listening on ${port}`)))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
