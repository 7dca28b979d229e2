const express = require('express');
const { sequelize } = require('./db');
const { container } = require('./container');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.use((req, res, next) => { req.container = container.createScope(); next(); });
app.use('/api', articles);
sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
