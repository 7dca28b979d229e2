from conduit.models.base import Base
from conduit.models.entities import Article, User

__all__ = ["Article", "Base", "User"]
