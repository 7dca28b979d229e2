import pandas as pd
from sqlalchemy import select

from .db import SessionLocal, engine
from .models import Article

POPULAR_TAGS_SQL = '''
    SELECT t.name AS name, COUNT(at.article_id) AS uses
    FROM tags t LEFT JOIN article_tags at ON at.tag_id = t.id
    GROUP BY t.name
    ORDER BY uses DESC, t.name
'''


def popular_tags():
    frame = pd.read_sql_query(POPULAR_TAGS_SQL, engine)
    return frame["name"].tolist()


def article_by_slug(slug):
    with SessionLocal() as session:
        return session.scalar(select(Article).where(Article.slug == slug))
