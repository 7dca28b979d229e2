"""Who follows whom, kept in a persistent dict: {follower_id: [followed_id, ...]}."""
from pathlib import Path

from sqlitedict import SqliteDict

FOLLOWS_DB = Path(__file__).resolve().parent.parent / "follows.sqlite"


def _open() -> SqliteDict:
    return SqliteDict(str(FOLLOWS_DB), tablename="follows", autocommit=True)


def follow(follower_id: int, followed_id: int) -> None:
    with _open() as store:
        following = set(store.get(str(follower_id), []))
        following.add(followed_id)
        store[str(follower_id)] = sorted(following)


def unfollow(follower_id: int, followed_id: int) -> None:
    with _open() as store:
        store[str(follower_id)] = [f for f in store.get(str(follower_id), []) if f != followed_id]


def is_following(follower_id: int, followed_id: int) -> bool:
    with _open() as store:
        return followed_id in store.get(str(follower_id), [])
