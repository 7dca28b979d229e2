const express = require('express');
const { sequelize } = require('./models');
const { requestContext } = require('./routes/middleware/context');
const apiRouter = require('./routes');

const app = express();
app.use(express.json());
app.use(requestContext);
app.use('/api', apiRouter);

sequelize.sync().then(() => app.listen(3000));
