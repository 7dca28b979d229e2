import express from 'express';
import { sequelize } from './db.js';
import './models/index.js';
import { profiles } from './routes/profiles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', profiles);

await sequelize.sync();
app.listen(3000, () => console.log('up on 3000'));
