const express = require('express');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', routes);

const port = Number(process.env.PORT) || 3000;
app.listen(port, () => console.log(`listening on ${port}`));
