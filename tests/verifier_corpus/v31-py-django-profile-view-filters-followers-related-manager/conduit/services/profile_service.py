from conduit.repositories import member_repository


class ProfileNotFound(Exception):
    pass


def get_member(username: str):
    member = member_repository.by_username(username)
    if member is None:
        raise ProfileNotFound(username)
    return member
