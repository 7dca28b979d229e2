from .base import Base
from .tag import Tag

__all__ = ["Base", "Tag"]
