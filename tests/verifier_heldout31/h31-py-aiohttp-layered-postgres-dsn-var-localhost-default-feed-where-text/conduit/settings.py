import os

POSTGRES_DSN = os.getenv(
    "POSTGRES_DSN", "postgresql+asyncpg://postgres:postgres@localhost:5432/conduit"
)
PORT = int(os.getenv("PORT", "8080"))
