"""Follow relations, kept in their own table managed with sqlite-utils."""
from sqlite_utils import Database

from app.database import DB_FILE

_db = Database(DB_FILE)


def ensure_table() -> None:
    _db["follows"].create({"follower_id": int, "followed_id": int}, pk=("follower_id", "followed_id"),
                          if_not_exists=True)


def follow(follower_id: int, followed_id: int) -> None:
    _db["follows"].insert({"follower_id": follower_id, "followed_id": followed_id}, replace=True)


def unfollow(follower_id: int, followed_id: int) -> None:
    _db["follows"].delete_where("follower_id = ? AND followed_id = ?", [follower_id, followed_id])


def is_following(follower_id: int, followed_id: int) -> bool:
    return _db["follows"].count_where("follower_id = ? AND followed_id = ?", [follower_id, followed_id]) > 0
