from app.models.follow import Follow
from app.models.user import User

__all__ = ["Follow", "User"]
