import express from 'express';
import { sequelize } from './db.js';
import { profiles } from './routes/profiles.js';
import { users } from './routes/users.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', users, profiles);

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
