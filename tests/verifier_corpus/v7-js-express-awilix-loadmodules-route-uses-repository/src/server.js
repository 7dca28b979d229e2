const express = require('express');
const container = require('./container');
const { sequelize } = require('./models/tag');
const tags = require('./routes/tags');

const app = express();
app.use(express.json());
app.use('/api', tags(container));
sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
