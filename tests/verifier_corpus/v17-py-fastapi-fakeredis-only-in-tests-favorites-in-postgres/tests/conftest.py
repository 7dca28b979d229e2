"""Test doubles: the notification fan-out is exercised against an in-memory Redis."""
import fakeredis
import pytest


@pytest.fixture
def redis_store():
    return fakeredis.FakeRedis(decode_responses=True)
