const express = require('express');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));

const port = Number(process.env.PORT) || 3000;
app.listen(port, () => console.log(`conduit listening on ${port}`));
