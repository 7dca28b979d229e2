"""Favorites as rows of the favorites table."""
from sqlalchemy import delete, func, select

from api.db import Session
from api.models import Favorite


def count(article_id: int) -> int:
    with Session() as session:
        return session.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0


def favorite(article_id: int, username: str) -> int:
    with Session.begin() as session:
        if session.get(Favorite, (article_id, username)) is None:
            session.add(Favorite(article_id=article_id, username=username))
    return count(article_id)


def unfavorite(article_id: int, username: str) -> int:
    with Session.begin() as session:
        session.execute(delete(Favorite).where(Favorite.article_id == article_id, Favorite.username == username))
    return count(article_id)
