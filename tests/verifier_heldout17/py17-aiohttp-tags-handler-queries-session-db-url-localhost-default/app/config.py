import os

DB_URL = os.getenv("DB_URL", "postgresql+asyncpg://user:password@localhost:5432/conduit")
PORT = int(os.getenv("PORT", "8080"))
