from app.database import rdb


def user_by_username(username):
    return rdb.query("SELECT id, username, bio, image FROM users WHERE username = :username",
                     username=username).first(as_dict=True)


def is_following(follower_id, followee_id):
    row = rdb.query(
        "SELECT 1 AS hit FROM follows WHERE follower_id = :a AND followee_id = :b",
        a=follower_id, b=followee_id,
    ).first()
    return row is not None


def follow(follower_id, followee_id):
    rdb.query(
        "INSERT INTO follows (follower_id, followee_id) VALUES (:a, :b) ON CONFLICT DO NOTHING",
        a=follower_id, b=followee_id,
    )
