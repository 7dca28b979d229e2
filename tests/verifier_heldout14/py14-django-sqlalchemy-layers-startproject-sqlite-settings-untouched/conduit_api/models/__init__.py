from conduit_api.models.entities import Article, Base, Follow, User

__all__ = ["Article", "Base", "Follow", "User"]
