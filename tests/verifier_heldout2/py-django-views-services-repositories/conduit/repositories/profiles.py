from conduit.models import Profile


def by_username(username: str) -> Profile | None:
    return Profile.objects.filter(username=username).first()


def is_following(follower: Profile, followee: Profile) -> bool:
    return follower.follows.filter(pk=followee.pk).exists()


def follow(follower: Profile, followee: Profile) -> None:
    follower.follows.add(followee)
