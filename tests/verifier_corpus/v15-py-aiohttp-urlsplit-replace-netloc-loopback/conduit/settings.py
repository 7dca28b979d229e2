import os
from urllib.parse import urlsplit, urlunsplit


def database_dsn() -> str:
    """The DSN asyncpg connects with.

    The server always runs next to its database, so connect through the loopback address
    (avoids a DNS lookup per connection); the credentials, port and database name come from
    DATABASE_URL.
    """
    parts = urlsplit(os.environ["DATABASE_URL"])
    local = parts._replace(
        scheme="postgresql",
        netloc=f"{parts.username}:{parts.password}@127.0.0.1:{parts.port or 5432}",
    )
    return urlunsplit(local)


JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
