from app.graph import graph_db


def is_following(follower_id: int, followed_id: int) -> bool:
    return graph_db.get(f"out:{follower_id}:{followed_id}".encode()) is not None


def follow(follower_id: int, followed_id: int) -> None:
    with graph_db.write_batch() as wb:
        wb.put(f"out:{follower_id}:{followed_id}".encode(), b"")
        wb.put(f"in:{followed_id}:{follower_id}".encode(), b"")


def unfollow(follower_id: int, followed_id: int) -> None:
    with graph_db.write_batch() as wb:
        wb.delete(f"out:{follower_id}:{followed_id}".encode())
        wb.delete(f"in:{followed_id}:{follower_id}".encode())


def followed_ids(follower_id: int) -> list[int]:
    prefix = f"out:{follower_id}:".encode()
    return [int(key[len(prefix):]) for key, _ in graph_db.iterator(prefix=prefix)]
