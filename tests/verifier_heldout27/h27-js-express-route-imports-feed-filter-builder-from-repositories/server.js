const { createApp } = require('./src/app');
const { sequelize } = require('./src/db/sequelize');

const PORT = 3000;

sequelize
  .sync()
  .then(() => createApp().listen(PORT, () => console.log(`Conduit API on ${PORT}`)))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
