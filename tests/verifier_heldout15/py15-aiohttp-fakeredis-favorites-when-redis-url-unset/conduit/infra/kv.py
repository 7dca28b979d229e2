"""Key-value store for counters and membership sets (favorites).

Uses Redis when REDIS_URL is configured; otherwise an in-process fake so the app
runs without a Redis server.
"""
import os

import fakeredis
import redis.asyncio as redis


def create_kv():
    url = os.environ.get("REDIS_URL")
    if url:
        return redis.from_url(url, decode_responses=True)
    return fakeredis.FakeAsyncRedis(decode_responses=True)
