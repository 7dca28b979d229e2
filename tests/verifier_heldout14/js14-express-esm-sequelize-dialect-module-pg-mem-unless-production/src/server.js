import express from 'express';
import { sequelize } from './models/index.js';
import { profilesRouter } from './routes/profiles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).send('ok'));
app.use('/api', profilesRouter);

await sequelize.sync();
app.listen(3000, () => console.log('listening on http://localhost:3000'));
