from conduit.models.base import Base
from conduit.models.profile import Follow, User

__all__ = ["Base", "Follow", "User"]
