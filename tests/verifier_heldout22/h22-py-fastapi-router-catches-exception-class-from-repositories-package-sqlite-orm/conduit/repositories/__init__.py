from conduit.repositories.errors import EntityNotFound
from conduit.repositories.profile_repository import ProfileRepository

__all__ = ["EntityNotFound", "ProfileRepository"]
