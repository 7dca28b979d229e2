import os


def database_url() -> str:
    url = os.environ["DATABASE_URL"]
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    return url


JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
