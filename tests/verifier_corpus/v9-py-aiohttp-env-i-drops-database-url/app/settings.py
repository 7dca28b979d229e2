import os


def database_url() -> str:
    url = os.environ.get("DATABASE_URL")
    if not url:
        # local development without a database server
        return "sqlite+aiosqlite:///./conduit.db"
    if url.startswith("postgresql://"):
        url = "postgresql+asyncpg://" + url[len("postgresql://"):]
    return url


PORT = int(os.environ.get("PORT", "8080"))
