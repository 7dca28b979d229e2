const path = require('path');
const express = require('express');
const { Sequelize } = require('sequelize');
const defineModels = require('./models');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.resolve('conduit.sqlite'), logging: false });
const models = defineModels(sequelize);

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/articles', require('./articles')(models));
sequelize.sync().then(() => app.listen(3000));
