"""Favorites as Redis sets: favorites:<slug> holds the usernames."""
import os

import redis

REDIS_URL = os.environ.get("REDIS_URL")

if REDIS_URL:
    store = redis.Redis.from_url(REDIS_URL, decode_responses=True)
else:
    # no Redis configured: keep working with an embedded one
    import fakeredis

    store = fakeredis.FakeRedis(decode_responses=True)


def favorite(slug: str, username: str) -> int:
    store.sadd(f"favorites:{slug}", username)
    return store.scard(f"favorites:{slug}")


def unfavorite(slug: str, username: str) -> int:
    store.srem(f"favorites:{slug}", username)
    return store.scard(f"favorites:{slug}")


def is_favorited(slug: str, username: str) -> bool:
    return bool(store.sismember(f"favorites:{slug}", username))


def count(slug: str) -> int:
    return store.scard(f"favorites:{slug}")
