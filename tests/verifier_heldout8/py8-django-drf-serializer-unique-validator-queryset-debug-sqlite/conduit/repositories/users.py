from conduit.models import User


class UserRepository:
    def get(self, pk: int) -> User | None:
        return User.objects.filter(pk=pk).first()

    def by_email(self, email: str) -> User | None:
        return User.objects.filter(email=email).first()

    def username_taken(self, username: str) -> bool:
        return User.objects.filter(username=username).exists()

    def email_taken(self, email: str) -> bool:
        return User.objects.filter(email=email).exists()

    def create(self, **fields) -> User:
        return User.objects.create(**fields)

    def is_following(self, follower: User, author_id: int) -> bool:
        return follower.following.filter(pk=author_id).exists()
