"""Favorites are (user, article) pairs; LMDB keeps them as keys `fav:<article_id>:<user_id>`
and a counter per article, which is much cheaper than a COUNT(*) per listed article."""
import struct

import lmdb
from flask import current_app, g


def _env() -> lmdb.Environment:
    if "fav_env" not in g:
        g.fav_env = lmdb.open(current_app.config["FAVORITES_LMDB"], map_size=64 * 1024 * 1024, subdir=True)
    return g.fav_env


def _key(article_id: int, user_id: int) -> bytes:
    return f"fav:{article_id}:{user_id}".encode()


def _count_key(article_id: int) -> bytes:
    return f"count:{article_id}".encode()


def is_favorited(article_id: int, user_id: int) -> bool:
    with _env().begin() as txn:
        return txn.get(_key(article_id, user_id)) is not None


def count(article_id: int) -> int:
    with _env().begin() as txn:
        raw = txn.get(_count_key(article_id))
        return struct.unpack("<q", raw)[0] if raw else 0


def add(article_id: int, user_id: int) -> None:
    with _env().begin(write=True) as txn:
        if txn.put(_key(article_id, user_id), b"1", overwrite=False):
            raw = txn.get(_count_key(article_id))
            current = struct.unpack("<q", raw)[0] if raw else 0
            txn.put(_count_key(article_id), struct.pack("<q", current + 1))


def remove(article_id: int, user_id: int) -> None:
    with _env().begin(write=True) as txn:
        if txn.delete(_key(article_id, user_id)):
            raw = txn.get(_count_key(article_id))
            current = struct.unpack("<q", raw)[0] if raw else 0
            txn.put(_count_key(article_id), struct.pack("<q", max(current - 1, 0)))
