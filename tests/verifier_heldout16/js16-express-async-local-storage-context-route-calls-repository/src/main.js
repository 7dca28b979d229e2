const app = require('./app');
const sequelize = require('./db/sequelize');
require('./models/user.model');
require('./models/tag.model');

sequelize.sync().then(() => app.listen(3000, () => console.log('conduit on 3000')));
