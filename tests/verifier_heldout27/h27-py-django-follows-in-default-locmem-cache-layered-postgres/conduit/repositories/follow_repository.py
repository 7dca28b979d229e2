from django.core.cache import cache


def _key(follower_id: int) -> str:
    return f"conduit:following:{follower_id}"


class FollowRepository:
    """Who follows whom. Kept as a set of user ids per follower."""

    def following_ids(self, follower_id: int) -> set[int]:
        return set(cache.get(_key(follower_id), set()))

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        return followed_id in self.following_ids(follower_id)

    def follow(self, follower_id: int, followed_id: int) -> None:
        ids = self.following_ids(follower_id)
        ids.add(followed_id)
        cache.set(_key(follower_id), ids, timeout=None)

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        ids = self.following_ids(follower_id)
        ids.discard(followed_id)
        cache.set(_key(follower_id), ids, timeout=None)
