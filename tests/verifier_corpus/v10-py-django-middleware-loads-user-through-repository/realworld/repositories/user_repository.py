from realworld.models import User


class UserRepository:
    def get_by_id(self, user_id: int) -> User | None:
        return User.objects.filter(pk=user_id).first()

    def get_by_username(self, username: str) -> User | None:
        return User.objects.filter(username=username).first()

    def is_following(self, me: User, other: User) -> bool:
        return me.following.filter(pk=other.pk).exists()

    def add_follow(self, me: User, other: User) -> None:
        me.following.add(other)
