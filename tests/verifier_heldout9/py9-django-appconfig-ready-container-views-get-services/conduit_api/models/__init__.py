from conduit_api.models.profile import Profile
from conduit_api.models.tag import Tag

__all__ = ["Profile", "Tag"]
