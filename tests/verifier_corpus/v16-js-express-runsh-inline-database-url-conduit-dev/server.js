const express = require('express');
const { sequelize } = require('./lib/db');

const app = express();
app.use(express.json());
app.use('/api/articles', require('./routes/favorites'));

sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
