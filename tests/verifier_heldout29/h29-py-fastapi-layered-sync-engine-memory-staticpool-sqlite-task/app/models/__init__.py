from .tables import Base, Tag

__all__ = ["Base", "Tag"]
