from conduit.models.entities import Article, Favorite, Follow, Tag, User

__all__ = ["Article", "Favorite", "Follow", "Tag", "User"]
