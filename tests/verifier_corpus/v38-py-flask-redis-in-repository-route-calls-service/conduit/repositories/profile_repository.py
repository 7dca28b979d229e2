import json
import os

import redis

from conduit.models import Profile


class ProfileRepository:
    def __init__(self, client: redis.Redis | None = None):
        self.r = client or redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"),
                                                decode_responses=True)

    def get(self, username: str) -> Profile | None:
        raw = self.r.get(f"profile:{username}")
        if raw is None:
            return None
        data = json.loads(raw)
        return Profile(username=username, bio=data.get("bio"), image=data.get("image"),
                       followers=set(self.r.smembers(f"followers:{username}")))

    def add_follower(self, username: str, follower: str) -> None:
        self.r.sadd(f"followers:{username}", follower)

    def remove_follower(self, username: str, follower: str) -> None:
        self.r.srem(f"followers:{username}", follower)
