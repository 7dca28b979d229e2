from api.models import User


class UserRepository:
    def by_username(self, username: str) -> User | None:
        return User.objects.filter(username=username).first()

    def by_id(self, user_id: int) -> User | None:
        return User.objects.filter(pk=user_id).first()
