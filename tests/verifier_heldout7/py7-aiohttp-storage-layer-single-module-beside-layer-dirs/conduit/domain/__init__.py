from conduit.domain.tables import Base, Tag, User

__all__ = ["Base", "Tag", "User"]
