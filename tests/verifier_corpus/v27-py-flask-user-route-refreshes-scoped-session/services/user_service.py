from repositories.user_repository import UserRepository

EDITABLE = ("email", "username", "bio", "image")


class UserNotFound(Exception):
    pass


class UserService:
    def __init__(self, repo=None):
        self.repo = repo or UserRepository()

    def update(self, user_id, changes):
        user = self.repo.get(user_id)
        if user is None:
            raise UserNotFound(user_id)
        for key in EDITABLE:
            if key in changes:
                setattr(user, key, changes[key])
        return self.repo.save(user)
