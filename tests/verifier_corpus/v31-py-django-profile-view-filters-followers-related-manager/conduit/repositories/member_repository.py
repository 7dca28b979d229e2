from conduit.models import Member


def by_username(username: str) -> Member | None:
    return Member.objects.filter(username=username).first()
