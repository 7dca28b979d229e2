import os

PORT = int(os.environ.get("PORT", "8080"))
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-aiohttp-secret")


def database_url() -> str:
    url = os.environ["DATABASE_URL"]
    # asyncpg driver for SQLAlchemy's async engine
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    return url
