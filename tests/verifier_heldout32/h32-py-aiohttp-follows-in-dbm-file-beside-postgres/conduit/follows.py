"""Follow relations, kept in a small key-value file (fast membership checks)."""
import dbm
from pathlib import Path

_FILE = str(Path(__file__).resolve().parent.parent / "data" / "follows")


def _key(follower_id: int, followed_id: int) -> str:
    return f"{follower_id}:{followed_id}"


def follow(follower_id: int, followed_id: int) -> None:
    with dbm.open(_FILE, "c") as store:
        store[_key(follower_id, followed_id)] = b"1"


def unfollow(follower_id: int, followed_id: int) -> None:
    with dbm.open(_FILE, "c") as store:
        store.pop(_key(follower_id, followed_id), None)


def is_following(follower_id: int, followed_id: int) -> bool:
    with dbm.open(_FILE, "c") as store:
        return _key(follower_id, followed_id) in store
