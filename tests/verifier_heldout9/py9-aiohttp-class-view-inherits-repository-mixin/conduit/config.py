import os

POSTGRES_DSN = os.environ.get("POSTGRES_DSN", "postgresql+asyncpg://postgres:postgres@localhost:5432/conduit")
