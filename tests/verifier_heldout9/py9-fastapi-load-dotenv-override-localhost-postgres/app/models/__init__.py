from app.models.base import Base
from app.models.comment import Comment

__all__ = ["Base", "Comment"]
