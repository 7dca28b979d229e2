from conduit.db import pool
from conduit.models import Profile


def find(username: str) -> Profile | None:
    with pool.connection() as conn:
        row = conn.execute("SELECT username, bio, image FROM users WHERE username = %s", (username,)).fetchone()
    return Profile(**row) if row else None
