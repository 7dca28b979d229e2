from conduit.models.tables import Article, Base, Favorite, User

__all__ = ["Article", "Base", "Favorite", "User"]
