def test_fanout_set(redis_store):
    redis_store.sadd("followers:jake", "anna")
    assert redis_store.smembers("followers:jake") == {"anna"}
