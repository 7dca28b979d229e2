const app = require('./app');
const { sequelize } = require('./models');
sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
