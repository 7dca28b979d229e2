from conduit.models.base import Base
from conduit.models.user import Follow, User

__all__ = ["Base", "User", "Follow"]
