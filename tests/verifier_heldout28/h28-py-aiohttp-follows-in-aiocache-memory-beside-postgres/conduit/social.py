"""Follow graph.

Reads of "who follows whom" happen on almost every response (profiles,
article authors), so the graph is kept in the process-wide aiocache memory
backend instead of a table.
"""
from aiocache import SimpleMemoryCache

_graph = SimpleMemoryCache(namespace="follows")


async def following_ids(user_id: int) -> set[int]:
    return set(await _graph.get(str(user_id), default=[]))


async def is_following(follower_id: int, followee_id: int) -> bool:
    return followee_id in await following_ids(follower_id)


async def follow(follower_id: int, followee_id: int) -> None:
    ids = await following_ids(follower_id)
    ids.add(followee_id)
    await _graph.set(str(follower_id), sorted(ids))


async def unfollow(follower_id: int, followee_id: int) -> None:
    ids = await following_ids(follower_id)
    ids.discard(followee_id)
    await _graph.set(str(follower_id), sorted(ids))
