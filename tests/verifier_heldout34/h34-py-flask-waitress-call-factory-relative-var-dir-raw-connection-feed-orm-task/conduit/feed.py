from .db import engine


def feed_for(user_id, limit=20, offset=0):
    conn = engine.raw_connection()
    try:
        cur = conn.cursor()
        cur.execute(
            "SELECT a.slug, a.title, a.body, u.username FROM articles a "
            "JOIN follows f ON f.followed_id = a.author_id "
            "JOIN users u ON u.id = a.author_id "
            "WHERE f.follower_id = ? ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
            (user_id, limit, offset),
        )
        rows = cur.fetchall()
    finally:
        conn.close()
    return [dict(slug=r[0], title=r[1], body=r[2], author=r[3]) for r in rows]
