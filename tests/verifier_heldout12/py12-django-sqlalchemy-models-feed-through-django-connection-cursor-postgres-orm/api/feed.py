from django.db import connection

FEED_QUERY = """
    SELECT a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
           u.username, u.bio, u.image
    FROM articles a
    JOIN follows f ON f.followed_id = a.author_id
    JOIN users u ON u.id = a.author_id
    WHERE f.follower_id = %s
    ORDER BY a.created_at DESC
    LIMIT %s OFFSET %s
"""


def feed_rows(user_id: int, limit: int, offset: int) -> tuple[list[dict], int]:
    with connection.cursor() as cursor:
        cursor.execute(FEED_QUERY, [user_id, limit, offset])
        columns = [col[0] for col in cursor.description]
        rows = [dict(zip(columns, row)) for row in cursor.fetchall()]
        cursor.execute("SELECT count(*) FROM articles a JOIN follows f ON f.followed_id = a.author_id "
                       "WHERE f.follower_id = %s", [user_id])
        total = cursor.fetchone()[0]
    return rows, total
