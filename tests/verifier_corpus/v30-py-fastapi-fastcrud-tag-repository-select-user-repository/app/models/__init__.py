from app.models.tag import Tag
from app.models.user import User

__all__ = ["Tag", "User"]
