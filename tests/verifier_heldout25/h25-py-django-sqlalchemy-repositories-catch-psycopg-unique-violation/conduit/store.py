"""Data access. Uniqueness is enforced by the database; violations are translated here."""
from psycopg import errors as pg_errors
from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError

from .db import SessionLocal
from .tables import Article, Favorite, User


class AlreadyExists(Exception):
    pass


def _is_unique_violation(exc: IntegrityError) -> bool:
    # psycopg 3 raises a subclass per SQLSTATE; 23505 = unique_violation
    return isinstance(exc.orig, pg_errors.UniqueViolation)


def create_user(username: str, email: str, password_hash: str) -> User:
    with SessionLocal() as session:
        user = User(username=username, email=email, password_hash=password_hash)
        session.add(user)
        try:
            session.commit()
        except IntegrityError as exc:
            session.rollback()
            if _is_unique_violation(exc):
                raise AlreadyExists("username or email already taken") from exc
            raise
        return user


def user_by_id(user_id: int) -> User | None:
    with SessionLocal() as session:
        return session.get(User, user_id)


def user_by_email(email: str) -> User | None:
    with SessionLocal() as session:
        return session.scalar(select(User).where(User.email == email))


def create_article(author_id: int, slug: str, title: str, description: str, body: str) -> Article:
    with SessionLocal() as session:
        article = Article(author_id=author_id, slug=slug, title=title, description=description, body=body)
        session.add(article)
        try:
            session.commit()
        except IntegrityError as exc:
            session.rollback()
            if _is_unique_violation(exc):
                raise AlreadyExists("slug already used") from exc
            raise
        return session.scalar(select(Article).where(Article.id == article.id))


def article_by_slug(slug: str) -> Article | None:
    with SessionLocal() as session:
        return session.scalar(select(Article).where(Article.slug == slug))


def favorite(user_id: int, article_id: int) -> None:
    with SessionLocal() as session:
        session.add(Favorite(user_id=user_id, article_id=article_id))
        try:
            session.commit()
        except IntegrityError as exc:
            session.rollback()
            if not _is_unique_violation(exc):  # already favorited is fine
                raise


def unfavorite(user_id: int, article_id: int) -> None:
    with SessionLocal() as session:
        session.execute(delete(Favorite).where(Favorite.user_id == user_id, Favorite.article_id == article_id))
        session.commit()


def favorite_stats(user_id: int | None, article_id: int) -> tuple[bool, int]:
    with SessionLocal() as session:
        count = session.scalar(select(func.count(Favorite.id)).where(Favorite.article_id == article_id))
        mine = user_id is not None and session.scalar(
            select(Favorite.id).where(Favorite.user_id == user_id, Favorite.article_id == article_id)
        ) is not None
        return mine, count
