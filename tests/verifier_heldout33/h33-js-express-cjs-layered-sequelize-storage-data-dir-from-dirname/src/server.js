const { createApp } = require('./app');
const { sequelize } = require('./models');

(async () => {
  await sequelize.sync();
  createApp().listen(3000, () => console.log('listening on 3000'));
})();
