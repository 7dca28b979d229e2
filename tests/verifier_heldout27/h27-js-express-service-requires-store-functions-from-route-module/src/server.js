const express = require('express');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles').router);
app.use((err, req, res, next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

app.listen(3000, () => console.log('listening on http://localhost:3000'));
