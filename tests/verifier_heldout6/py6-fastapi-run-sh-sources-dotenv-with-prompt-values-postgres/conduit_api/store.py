"""Every database access of the API, through SQLAlchemy constructs only."""
from sqlalchemy import delete, exists, func, insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.orm import Session

from conduit_api.tables import Article, Tag, User, favorites


def user_by_email(s: Session, email: str) -> User | None:
    return s.scalar(select(User).where(User.email == email))


def add_user(s: Session, **fields) -> User:
    user = User(**fields)
    s.add(user)
    s.flush()
    return user


def upsert_tags(s: Session, names: list[str]) -> list[Tag]:
    if not names:
        return []
    s.execute(pg_insert(Tag).values([{"name": n} for n in names]).on_conflict_do_nothing(index_elements=["name"]))
    return list(s.scalars(select(Tag).where(Tag.name.in_(names))))


def add_favorite(s: Session, user_id: int, article_id: int) -> None:
    already = s.scalar(select(exists().where(favorites.c.user_id == user_id, favorites.c.article_id == article_id)))
    if not already:
        s.execute(insert(favorites).values(user_id=user_id, article_id=article_id))


def remove_favorite(s: Session, user_id: int, article_id: int) -> None:
    s.execute(delete(favorites).where(favorites.c.user_id == user_id, favorites.c.article_id == article_id))


def favorites_count(s: Session, article_id: int) -> int:
    return s.scalar(select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id)) or 0


def article_by_slug(s: Session, slug: str) -> Article | None:
    return s.scalar(select(Article).where(Article.slug == slug))


def tag_names(s: Session) -> list[str]:
    return list(s.scalars(select(Tag.name).order_by(Tag.name)))
