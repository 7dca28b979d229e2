import os

# SQLAlchemy async URL (driver included). Defaults to the docker-compose database.
DATABASE_URL = os.getenv("ASYNC_DATABASE_URL", "postgresql+asyncpg://postgres:postgres@localhost:5432/conduit")
JWT_SECRET = os.getenv("JWT_SECRET", "aiohttp-conduit-secret")
JWT_TTL_HOURS = int(os.getenv("JWT_TTL_HOURS", "24"))
