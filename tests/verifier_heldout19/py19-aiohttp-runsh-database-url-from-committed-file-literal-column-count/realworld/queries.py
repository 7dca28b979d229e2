from sqlalchemy import literal_column, select
from realworld.models import Article

FAVORITES_COUNT = literal_column(
    "(SELECT count(*) FROM favorites WHERE favorites.article_id = articles.id)"
).label("favorites_count")


def articles_with_counts(limit, offset):
    return (select(Article, FAVORITES_COUNT)
            .order_by(Article.created_at.desc()).limit(limit).offset(offset))
