import os


def database_url() -> str:
    user = os.environ.get("PGUSER", "user")
    password = os.environ.get("PGPASSWORD", "password")
    host = os.environ.get("PGHOST", "postgres")
    port = os.environ.get("PGPORT", "5432")
    name = os.environ.get("PGDATABASE", "conduit")
    return f"postgresql+asyncpg://{user}:{password}@{host}:{port}/{name}"


LOG_LEVEL = os.environ.get("LOG_LEVEL", "info").upper()
PORT = int(os.environ.get("PORT", "8080"))
