from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Favorite


def is_favorited(article_id: int, user_id: int) -> bool:
    return db.session.get(Favorite, (user_id, article_id)) is not None


def count(article_id: int) -> int:
    return db.session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))


def add(article_id: int, user_id: int) -> None:
    if db.session.get(Favorite, (user_id, article_id)) is None:
        db.session.add(Favorite(user_id=user_id, article_id=article_id))
    db.session.commit()


def remove(article_id: int, user_id: int) -> None:
    fav = db.session.get(Favorite, (user_id, article_id))
    if fav is not None:
        db.session.delete(fav)
    db.session.commit()
