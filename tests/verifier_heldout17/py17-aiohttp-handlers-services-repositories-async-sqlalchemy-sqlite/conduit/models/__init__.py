from conduit.models.tables import Article, Base, Tag, User

__all__ = ["Article", "Base", "Tag", "User"]
