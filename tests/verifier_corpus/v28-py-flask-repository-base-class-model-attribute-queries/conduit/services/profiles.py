from conduit.models.user import User
from conduit.repositories.profiles import profile_repository


class ProfileService:
    def by_id(self, pk: int) -> User:
        user = profile_repository.get(pk)
        if user is None:
            raise LookupError(pk)
        return user


profiles = ProfileService()
