from sqlalchemy import select

from conduit.extensions import db
from conduit.models.user import Follow, User

__all__ = ["User", "Follow", "get_user_by_username"]


def get_user_by_username(username):
    """Convenience lookup used where a user is addressed by name."""
    return db.session.execute(select(User).where(User.username == username)).scalar_one_or_none()
