const express = require('express');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/articles'));

app.listen(Number(process.env.PORT || 3000), '0.0.0.0');
