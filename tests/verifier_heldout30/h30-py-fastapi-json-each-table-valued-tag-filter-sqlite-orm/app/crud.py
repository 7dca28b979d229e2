from sqlalchemy import desc, func, select, true
from sqlalchemy.orm import Session

from app.models import Article, User, favorites


def _tag_values():
    # SQLite's json_each() table-valued function over the article's JSON tag array.
    return func.json_each(Article.tag_list).table_valued("value")


def list_articles(db: Session, *, tag=None, author=None, favorited=None, limit=20, offset=0):
    stmt = select(Article)
    if tag:
        tags = _tag_values()
        stmt = stmt.where(select(tags.c.value).where(tags.c.value == tag).exists())
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    if favorited:
        fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
        stmt = stmt.join(favorites, favorites.c.article_id == Article.id).where(favorites.c.user_id == fav_user)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
    return rows, total


def popular_tags(db: Session, limit: int = 20) -> list[str]:
    tags = _tag_values()
    uses = func.count().label("uses")
    stmt = (
        select(tags.c.value, uses)
        .select_from(Article)
        .join(tags, true())
        .group_by(tags.c.value)
        .order_by(desc(uses), tags.c.value)
        .limit(limit)
    )
    return [row.value for row in db.execute(stmt)]


def get_article(db: Session, slug: str) -> Article | None:
    return db.scalar(select(Article).where(Article.slug == slug))


def create_article(db: Session, author: User, **fields) -> Article:
    article = Article(author=author, **fields)
    db.add(article)
    db.commit()
    return article


def get_user_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == email))


def get_user(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def create_user(db: Session, **fields) -> User:
    user = User(**fields)
    db.add(user)
    db.commit()
    return user
