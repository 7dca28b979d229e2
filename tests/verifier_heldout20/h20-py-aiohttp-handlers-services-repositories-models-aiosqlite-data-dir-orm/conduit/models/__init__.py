from conduit.models.base import Base
from conduit.models.tag import Tag

__all__ = ["Base", "Tag"]
