from conduit.models.base import Base
from conduit.models.tag import Tag
from conduit.models.user import User

__all__ = ["Base", "Tag", "User"]
