import os

DATABASE_URL = os.environ["DATABASE_URL"]
ASYNC_URL = DATABASE_URL.replace("postgresql://", "postgresql+asyncpg://", 1)
