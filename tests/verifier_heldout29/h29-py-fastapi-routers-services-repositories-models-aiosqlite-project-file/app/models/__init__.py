from .base import Base
from .user import User

__all__ = ["Base", "User"]
