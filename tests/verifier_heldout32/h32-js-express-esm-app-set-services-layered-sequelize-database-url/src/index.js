import express from 'express';
import { sequelize } from './config/database.js';
import './models/user.js';
import './models/follow.js';
import { userRepository } from './repositories/userRepository.js';
import { makeProfileService } from './services/profileService.js';
import { profilesRouter } from './routes/profiles.js';

const app = express();
app.use(express.json());

// composition root: wire services once and share them through the app settings
app.set('services', { profiles: makeProfileService({ userRepository }) });

app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', profilesRouter);

await sequelize.sync();
app.listen(3000, () => console.log('conduit on :3000'));
