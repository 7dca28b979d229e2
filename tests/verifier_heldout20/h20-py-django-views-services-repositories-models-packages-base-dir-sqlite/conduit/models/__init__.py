from conduit.models.profile import Follow, Profile
from conduit.models.article import Article

__all__ = ["Profile", "Follow", "Article"]
