from conduit.models.user import User
from conduit.services.base import BaseService


class ProfileService(BaseService):
    model = User

    def by_id(self, pk: int) -> User:
        user = self.get(pk)
        if user is None:
            raise LookupError(pk)
        return user


profiles = ProfileService()
