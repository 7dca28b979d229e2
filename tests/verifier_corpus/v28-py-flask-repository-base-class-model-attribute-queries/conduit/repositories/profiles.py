from conduit.models.user import User
from conduit.repositories.base import BaseRepository


class ProfileRepository(BaseRepository):
    model = User


profile_repository = ProfileRepository()
