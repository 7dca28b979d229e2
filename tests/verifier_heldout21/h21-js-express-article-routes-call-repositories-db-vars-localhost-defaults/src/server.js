const express = require('express');
const morgan = require('morgan');
const config = require('./config');
const { sequelize } = require('./models');

const app = express();
app.use(morgan('dev'));
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/articles', require('./routes/articles.routes'));

sequelize.sync().then(() => app.listen(config.port, () => console.log(`http://localhost:${config.port}`)));
