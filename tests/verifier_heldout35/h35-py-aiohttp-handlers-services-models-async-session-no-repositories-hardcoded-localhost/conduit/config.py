DATABASE_URL = "postgresql+asyncpg://conduit:conduit@localhost:5432/conduit"
