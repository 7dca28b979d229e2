import os

POSTGRES_URL = os.getenv(
    "POSTGRES_URL", "postgresql+asyncpg://user:password@localhost:5432/conduit"
)
