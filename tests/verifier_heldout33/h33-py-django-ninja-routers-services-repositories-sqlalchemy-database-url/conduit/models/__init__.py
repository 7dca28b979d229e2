from conduit.models.base import Base
from conduit.models.comment import Comment

__all__ = ["Base", "Comment"]
