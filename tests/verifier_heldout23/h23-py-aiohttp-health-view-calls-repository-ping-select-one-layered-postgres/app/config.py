import os


def async_database_url() -> str:
    url = os.environ["DATABASE_URL"]
    return url.replace("postgresql://", "postgresql+asyncpg://", 1)


JWT_SECRET = os.environ.get("JWT_SECRET", "conduit")
