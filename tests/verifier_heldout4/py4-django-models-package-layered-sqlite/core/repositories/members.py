from core.models import Follow, Member


def by_id(member_id: int) -> Member | None:
    return Member.objects.filter(pk=member_id).first()


def by_email(email: str) -> Member | None:
    return Member.objects.filter(email__iexact=email).first()


def by_username(username: str) -> Member | None:
    return Member.objects.filter(username=username).first()


def exists(username: str, email: str) -> bool:
    return Member.objects.filter(username=username).exists() or Member.objects.filter(email=email).exists()


def create(**fields) -> Member:
    return Member.objects.create(**fields)


def save(member: Member) -> Member:
    member.save()
    return member


def is_following(follower: Member, followed: Member) -> bool:
    return Follow.objects.filter(follower=follower, followed=followed).exists()


def follow(follower: Member, followed: Member) -> None:
    Follow.objects.get_or_create(follower=follower, followed=followed)


def unfollow(follower: Member, followed: Member) -> None:
    Follow.objects.filter(follower=follower, followed=followed).delete()
