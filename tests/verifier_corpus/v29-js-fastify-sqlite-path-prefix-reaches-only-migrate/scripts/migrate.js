const { sequelize } = require('../src/db');

sequelize.sync()
  .then(() => sequelize.close())
  .then(() => console.log('schema ready'))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
