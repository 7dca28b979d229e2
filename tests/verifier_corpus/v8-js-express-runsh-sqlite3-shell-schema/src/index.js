const express = require('express');
require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/comments'));

app.listen(3000, () => console.log('conduit on 3000'));
