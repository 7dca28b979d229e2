from models.entities import User


class UserRepository:
    def __init__(self):
        self._by_email: dict[str, User] = {}

    def by_email(self, email):
        return self._by_email.get(email)

    def save(self, user):
        self._by_email[user.email] = user
        return user


user_repository = UserRepository()
