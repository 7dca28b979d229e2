import env from 'env-var';

export const config = {
  databaseUrl: env.get('DATABASE_URL').required().asString(),
  port: env.get('PORT').default('3000').asPortNumber(),
};
