import os


def database_url() -> str:
    url = os.environ["DATABASE_URL"]
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    return url


JWT_SECRET = os.getenv("JWT_SECRET", "please-change")
