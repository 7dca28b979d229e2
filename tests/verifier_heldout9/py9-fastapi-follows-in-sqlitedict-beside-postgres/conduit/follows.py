"""Follow graph: username -> set of followed usernames.

Kept in a small key-value store so that profile lookups do not need a join.
"""
from sqlitedict import SqliteDict

_graph = SqliteDict("data/follows.sqlite", tablename="follows", autocommit=True)


def following(username: str) -> set[str]:
    return set(_graph.get(username, ()))


def set_follow(follower: str, followee: str, on: bool) -> None:
    current = following(follower)
    if on:
        current.add(followee)
    else:
        current.discard(followee)
    _graph[follower] = current
