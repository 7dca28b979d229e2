from sqlalchemy import func, select

from api.db import Session
from api.tables import Article, Follow, User


def profile(username, viewer_id=None):
    with Session() as s:
        user = s.scalar(select(User).where(User.username == username))
        if user is None:
            return None
        following = viewer_id is not None and s.get(Follow, (viewer_id, user.id)) is not None
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def article_count():
    with Session() as s:
        return s.scalar(select(func.count(Article.id)))
