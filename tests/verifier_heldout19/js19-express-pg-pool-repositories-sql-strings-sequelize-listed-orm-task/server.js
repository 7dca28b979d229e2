const express = require('express');
const { migrate } = require('./src/repositories/db');
const routes = require('./src/routes');

const app = express();
app.use(express.json());
app.use('/api', routes);

migrate().then(() => app.listen(3000, () => console.log('API ready on 3000')));
