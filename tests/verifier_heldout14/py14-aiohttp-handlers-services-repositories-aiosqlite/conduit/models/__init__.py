from conduit.models.tables import Article, Base, Comment, Favorite, Follow, User

__all__ = ["Article", "Base", "Comment", "Favorite", "Follow", "User"]
