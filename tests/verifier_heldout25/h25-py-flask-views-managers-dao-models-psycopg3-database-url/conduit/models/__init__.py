from .base import Base
from .tag import Tag
from .user import Follow, User

__all__ = ["Base", "Follow", "Tag", "User"]
