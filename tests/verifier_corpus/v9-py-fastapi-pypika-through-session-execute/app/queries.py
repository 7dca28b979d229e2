"""Profile queries built with PyPika (easier to read than the ORM's joins)."""
from pypika import Parameter, Query, Table

users = Table("users")
follows = Table("follows")


def profile_sql() -> str:
    return Query.from_(users).select(users.id, users.username).where(users.username == Parameter(":username")).get_sql()


def is_following_sql() -> str:
    return (
        Query.from_(follows)
        .select(follows.follower_id)
        .where((follows.follower_id == Parameter(":viewer")) & (follows.followed_id == Parameter(":target")))
        .get_sql()
    )
