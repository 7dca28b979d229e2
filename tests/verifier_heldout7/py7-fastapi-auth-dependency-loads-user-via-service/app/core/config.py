import os


def _async_url(url: str) -> str:
    # asyncpg needs its own scheme; the task gives a plain postgresql:// URL.
    if url.startswith("postgresql://"):
        return "postgresql+asyncpg://" + url[len("postgresql://"):]
    return url


DATABASE_URL = _async_url(os.environ["DATABASE_URL"])
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
JWT_ALGORITHM = "HS256"
