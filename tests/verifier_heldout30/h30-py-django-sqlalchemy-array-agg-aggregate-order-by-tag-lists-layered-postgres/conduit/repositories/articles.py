from sqlalchemy import desc, func, select
from sqlalchemy.dialects.postgresql import aggregate_order_by

from conduit.models import Article, Tag, User, article_tags, favorites, follows
from conduit.repositories.engine import Session


def _tag_list():
    # array_agg(tags.name ORDER BY tags.name) for the article of the outer row
    return (
        select(func.array_agg(aggregate_order_by(Tag.name, Tag.name.asc())))
        .select_from(article_tags.join(Tag, Tag.id == article_tags.c.tag_id))
        .where(article_tags.c.article_id == Article.id)
        .correlate(Article)
        .scalar_subquery()
        .label("tag_list")
    )


def _favorites_count():
    return (
        select(func.count())
        .select_from(favorites)
        .where(favorites.c.article_id == Article.id)
        .correlate(Article)
        .scalar_subquery()
        .label("favorites_count")
    )


def _listing():
    return select(Article, User, _tag_list(), _favorites_count()).join(User, User.id == Article.author_id)


def _rows(stmt, limit, offset):
    with Session() as s:
        total = s.scalar(select(func.count()).select_from(stmt.with_only_columns(Article.id).subquery()))
        rows = s.execute(stmt.order_by(desc(Article.created_at)).limit(limit).offset(offset)).all()
    return [
        {"article": r.Article, "author": r.User, "tags": list(r.tag_list or []), "favorites": r.favorites_count}
        for r in rows
    ], total


def search(tag=None, author=None, favorited=None, limit=20, offset=0):
    stmt = _listing()
    if tag:
        tagged = select(article_tags.c.article_id).join(Tag, Tag.id == article_tags.c.tag_id).where(Tag.name == tag)
        stmt = stmt.where(Article.id.in_(tagged))
    if author:
        stmt = stmt.where(User.username == author)
    if favorited:
        fav = (select(favorites.c.article_id).join(User, User.id == favorites.c.user_id)
               .where(User.username == favorited))
        stmt = stmt.where(Article.id.in_(fav))
    return _rows(stmt, limit, offset)


def feed(viewer_id: int, limit=20, offset=0):
    followed = select(follows.c.followee_id).where(follows.c.follower_id == viewer_id)
    return _rows(_listing().where(Article.author_id.in_(followed)), limit, offset)


def by_slug(slug: str):
    rows, _ = _rows(_listing().where(Article.slug == slug), 1, 0)
    return rows[0] if rows else None


def favorited_ids(user_id: int, article_ids: list[int]) -> set[int]:
    if not article_ids:
        return set()
    with Session() as s:
        stmt = select(favorites.c.article_id).where(favorites.c.user_id == user_id,
                                                    favorites.c.article_id.in_(article_ids))
        return set(s.scalars(stmt))


def create(author_id: int, slug: str, title: str, description: str, body: str, tag_names: list[str]) -> None:
    with Session.begin() as s:
        article = Article(slug=slug, title=title, description=description, body=body, author_id=author_id)
        s.add(article)
        s.flush()
        for name in dict.fromkeys(tag_names):
            tag = s.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)
            s.add(tag)
            s.flush()
            s.execute(article_tags.insert().values(article_id=article.id, tag_id=tag.id))


def popular_tags(limit: int = 20) -> list[str]:
    stmt = (select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.name).order_by(func.count().desc(), Tag.name).limit(limit))
    with Session() as s:
        return list(s.scalars(stmt))
