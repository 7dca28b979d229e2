from conduit_api.models.follow import Follow
from conduit_api.models.profile import Profile

__all__ = ["Follow", "Profile"]
