const fs = require('fs');
const express = require('express');
const config = require('./config');
const { buildContainer } = require('./container');

fs.mkdirSync(config.dataDir, { recursive: true });
const container = buildContainer(config);

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/users')(container.userService));
app.use('/api', require('./routes/comments')(container.commentService));

app.listen(config.port, () => console.log('ready'));
