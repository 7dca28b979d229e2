from .base import Base
from .user import Follow, User
from .tag import Tag

__all__ = ["Base", "Follow", "Tag", "User"]
