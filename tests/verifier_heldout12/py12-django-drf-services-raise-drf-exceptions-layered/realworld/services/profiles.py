from rest_framework.exceptions import NotFound, ValidationError

from realworld.models import Member
from realworld.repositories.members import MemberRepository


class ProfileService:
    def __init__(self, members: MemberRepository | None = None) -> None:
        self.members = members or MemberRepository()

    def get(self, username: str, viewer: Member | None) -> tuple[Member, bool]:
        member = self.members.by_username(username)
        if member is None:
            raise NotFound("profile not found")
        return member, bool(viewer) and self.members.is_following(viewer, member)

    def set_following(self, viewer: Member, username: str, follow: bool) -> Member:
        member, _ = self.get(username, viewer)
        if member.pk == viewer.pk:
            raise ValidationError({"profile": ["cannot follow yourself"]})
        (self.members.follow if follow else self.members.unfollow)(viewer, member)
        return member
