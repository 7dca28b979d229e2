"""Who follows whom, kept in a small LMDB key/value store next to the SQLite file."""
import lmdb

from conduit.paths import FOLLOWS_ENV

_env = lmdb.open(str(FOLLOWS_ENV), map_size=64 * 1024 * 1024, subdir=True)


def _key(follower_id: int, followed_id: int) -> bytes:
    return f"{follower_id}:{followed_id}".encode()


def follow(follower_id: int, followed_id: int) -> None:
    with _env.begin(write=True) as txn:
        txn.put(_key(follower_id, followed_id), b"1")


def unfollow(follower_id: int, followed_id: int) -> None:
    with _env.begin(write=True) as txn:
        txn.delete(_key(follower_id, followed_id))


def is_following(follower_id: int, followed_id: int) -> bool:
    with _env.begin() as txn:
        return txn.get(_key(follower_id, followed_id)) is not None
