from sqlalchemy import case, exists, func, literal, select

from blog.tables import Article, Favorite, Follow


def feed_statement(viewer_id: int, limit: int, offset: int):
    favorites_count = (
        select(func.count(Favorite.user_id))
        .where(Favorite.article_id == Article.id)
        .correlate(Article)
        .scalar_subquery()
    )
    favorited = case(
        (exists().where(Favorite.article_id == Article.id, Favorite.user_id == viewer_id), literal(True)),
        else_=literal(False),
    )
    followed = select(Follow.followee_id).where(Follow.follower_id == viewer_id)
    return (
        select(Article, favorites_count.label("favorites_count"), favorited.label("favorited"))
        .where(Article.author_id.in_(followed))
        .order_by(Article.created_at.desc(), Article.id.desc())
        .limit(limit)
        .offset(offset)
    )


def feed_count_statement(viewer_id: int):
    followed = select(Follow.followee_id).where(Follow.follower_id == viewer_id)
    return select(func.count()).select_from(Article).where(Article.author_id.in_(followed))
