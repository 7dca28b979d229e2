from conduit.models import User


def get(user_id: int) -> User | None:
    return User.objects.filter(pk=user_id).first()


def by_email(email: str) -> User | None:
    return User.objects.filter(email=email).first()


def by_username(username: str) -> User | None:
    return User.objects.filter(username=username).first()


def exists(email: str, username: str) -> bool:
    return User.objects.filter(email=email).exists() or User.objects.filter(username=username).exists()


def create(**fields) -> User:
    return User.objects.create(**fields)


def is_following(follower: User, target: User) -> bool:
    return follower.following.filter(pk=target.pk).exists()


def follow(follower: User, target: User) -> None:
    follower.following.add(target)


def unfollow(follower: User, target: User) -> None:
    follower.following.remove(target)
