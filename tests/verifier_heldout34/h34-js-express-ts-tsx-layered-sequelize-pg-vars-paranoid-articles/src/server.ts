import { createApp } from './app';
import { sequelize } from './models';

async function main(): Promise<void> {
  await sequelize.sync();
  const app = createApp();
  app.listen(3000, () => console.log('conduit listening on 3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
