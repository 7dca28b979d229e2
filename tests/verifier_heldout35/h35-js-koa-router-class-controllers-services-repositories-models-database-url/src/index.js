const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');
const { UserRepository } = require('./repositories/UserRepository');
const { UserService } = require('./services/UserService');
const { UserController } = require('./controllers/UserController');
const { buildRouter } = require('./controllers/router');

// composition root: wiring only
const userController = new UserController(new UserService(new UserRepository()));
const app = new Koa();
app.use(bodyParser());
const router = buildRouter({ userController });
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(3000));
