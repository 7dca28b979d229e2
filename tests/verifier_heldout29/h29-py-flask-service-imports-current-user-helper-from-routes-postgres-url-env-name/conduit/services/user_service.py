from ..models import User
from ..repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repository: UserRepository | None = None):
        self.users = repository or UserRepository()

    def by_id(self, user_id: int) -> User | None:
        return self.users.by_id(user_id)
