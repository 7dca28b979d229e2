from conduit.models import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import NotFound


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def get(self, user_id: int) -> User:
        user = self.users.get(user_id)
        if user is None:
            raise NotFound("user not found")
        return user
