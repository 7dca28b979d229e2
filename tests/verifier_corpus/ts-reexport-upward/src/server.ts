import { app } from '@/app';
import { sequelize } from '@/db';

const port = Number(process.env.PORT ?? 3000);

await sequelize.sync();
app.listen(port, '0.0.0.0', () => console.log(`listening on ${port}`));
