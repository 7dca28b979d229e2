const express = require('express');
const { init } = require('./src/db/pool');

const app = express();
app.use(express.json());
app.use('/api', require('./src/routes/health'));
app.use('/api/articles', require('./src/routes/articles'));

init().then(() => app.listen(3000, () => console.log('listening :3000')));
