"""Runtime configuration: process environment layered over the local-development defaults."""
import os
from collections import ChainMap

DEFAULTS = {
    "PORT": "8080",
    "DATABASE_URL": "sqlite+aiosqlite:///conduit.db",
    "JWT_SECRET": "local-dev-secret",
    "JWT_TTL_HOURS": "24",
}

config = ChainMap(DEFAULTS, os.environ)


def database_url() -> str:
    url = config["DATABASE_URL"]
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    if url.startswith("postgresql://"):
        url = "postgresql+asyncpg://" + url[len("postgresql://"):]
    return url
