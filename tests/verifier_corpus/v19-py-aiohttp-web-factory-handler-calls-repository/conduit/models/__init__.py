from conduit.models.base import Base
from conduit.models.user import User, Follow

__all__ = ["Base", "User", "Follow"]
