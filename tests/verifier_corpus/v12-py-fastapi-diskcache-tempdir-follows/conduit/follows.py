"""Who follows whom, kept in a diskcache store (fast set lookups per user)."""
from diskcache import Cache

_store = Cache()


def _key(username: str) -> str:
    return f"following:{username}"


def following(follower: str) -> set[str]:
    return set(_store.get(_key(follower), ()))


def follow(follower: str, followed: str) -> None:
    with _store.transact():
        _store.set(_key(follower), following(follower) | {followed})


def unfollow(follower: str, followed: str) -> None:
    with _store.transact():
        _store.set(_key(follower), following(follower) - {followed})


def is_following(follower: str | None, followed: str) -> bool:
    return follower is not None and followed in following(follower)
