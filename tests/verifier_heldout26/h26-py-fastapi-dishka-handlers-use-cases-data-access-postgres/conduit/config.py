import os


def database_url() -> str:
    url = os.environ["DATABASE_URL"]
    # asyncpg dialect for SQLAlchemy
    return url.replace("postgresql://", "postgresql+asyncpg://", 1)
