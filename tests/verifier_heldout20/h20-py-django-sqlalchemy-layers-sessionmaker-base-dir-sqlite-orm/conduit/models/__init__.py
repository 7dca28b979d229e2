from conduit.models.base import Base
from conduit.models.user import User

__all__ = ["Base", "User"]
