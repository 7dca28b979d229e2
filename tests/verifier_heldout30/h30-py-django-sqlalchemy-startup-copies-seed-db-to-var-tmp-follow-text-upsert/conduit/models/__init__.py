from conduit.models.tables import Article, Base, Follow, User

__all__ = ["Article", "Base", "Follow", "User"]
