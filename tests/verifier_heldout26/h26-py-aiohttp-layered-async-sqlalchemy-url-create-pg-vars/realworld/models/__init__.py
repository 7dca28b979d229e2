from realworld.models.base import Base
from realworld.models.user import User

__all__ = ["Base", "User"]
