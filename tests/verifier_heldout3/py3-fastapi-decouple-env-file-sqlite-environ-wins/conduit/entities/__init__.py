from conduit.entities.tables import Base, Follow, Tag, User

__all__ = ["Base", "Follow", "Tag", "User"]
