from conduit.models.base import Base
from conduit.models.comment import Comment
from conduit.models.user import User

__all__ = ["Base", "Comment", "User"]
