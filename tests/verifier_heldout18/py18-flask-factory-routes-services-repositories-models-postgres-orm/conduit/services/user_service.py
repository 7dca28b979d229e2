from ..repositories.user_repository import UserRepository


class UserService:
    def __init__(self, repo=None):
        self.repo = repo or UserRepository()

    def get_by_id(self, user_id):
        return self.repo.get(int(user_id))
