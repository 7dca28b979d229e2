from realworld.models.base import Base, SessionLocal
from realworld.models.user import Follow, User

__all__ = ["Base", "Follow", "SessionLocal", "User"]
