from .base import Base
from .user import Follow, User

__all__ = ["Base", "Follow", "User"]
