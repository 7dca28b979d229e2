process.env.DATABASE_URL = 'sqlite::memory:';
