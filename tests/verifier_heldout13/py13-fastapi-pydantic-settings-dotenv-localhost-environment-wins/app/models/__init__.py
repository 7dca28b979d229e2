from app.models.base import Base
from app.models.user import Follow, User

__all__ = ["Base", "User", "Follow"]
