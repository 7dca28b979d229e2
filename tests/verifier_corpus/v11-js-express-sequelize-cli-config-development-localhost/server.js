'use strict';

const express = require('express');
const tagRoutes = require('./routes/tags');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', tagRoutes);

const port = process.env.PORT || 3000;
app.listen(port, () => console.log(`Conduit API on ${port}`));
