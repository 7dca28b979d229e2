from ..db import get_db


def find_user(username):
    return get_db().execute("SELECT * FROM users WHERE username = ?", (username,)).fetchone()


def is_following(follower_id, followed_id):
    row = get_db().execute(
        "SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?", (follower_id, followed_id)
    ).fetchone()
    return row is not None
