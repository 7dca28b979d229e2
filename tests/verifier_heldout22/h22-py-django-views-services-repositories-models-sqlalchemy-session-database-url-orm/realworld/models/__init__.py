from realworld.models.base import Base
from realworld.models.user import Follow, User

__all__ = ["Base", "Follow", "User"]
