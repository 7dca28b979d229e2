from conduit.models.entities import Base, Comment

__all__ = ["Base", "Comment"]
