from ..models import Follow, User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return User.objects.filter(pk=user_id).first()

    def by_email(self, email: str) -> User | None:
        return User.objects.filter(email=email).first()

    def by_username(self, username: str) -> User | None:
        return User.objects.filter(username=username).first()

    def taken(self, username: str, email: str) -> bool:
        return User.objects.filter(username=username).exists() or User.objects.filter(email=email).exists()

    def create(self, **fields) -> User:
        return User.objects.create(**fields)

    def is_following(self, follower: User, followed: User) -> bool:
        return Follow.objects.filter(follower=follower, followed=followed).exists()

    def follow(self, follower: User, followed: User) -> None:
        Follow.objects.get_or_create(follower=follower, followed=followed)

    def unfollow(self, follower: User, followed: User) -> None:
        Follow.objects.filter(follower=follower, followed=followed).delete()
