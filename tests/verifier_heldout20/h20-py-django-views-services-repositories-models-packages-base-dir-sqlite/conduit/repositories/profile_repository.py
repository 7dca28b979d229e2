from conduit.models import Follow, Profile


def get_by_username(username: str) -> Profile | None:
    return Profile.objects.filter(username=username).first()


def is_following(follower_id: int, followed_id: int) -> bool:
    return Follow.objects.filter(follower_id=follower_id, followed_id=followed_id).exists()


def add_follow(follower_id: int, followed_id: int) -> None:
    Follow.objects.get_or_create(follower_id=follower_id, followed_id=followed_id)
