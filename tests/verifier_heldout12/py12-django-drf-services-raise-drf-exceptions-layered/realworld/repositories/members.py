from realworld.models import Member


class MemberRepository:
    def by_username(self, username: str) -> Member | None:
        return Member.objects.filter(username=username).first()

    def by_id(self, member_id: int) -> Member | None:
        return Member.objects.filter(pk=member_id).first()

    def is_following(self, follower: Member, target: Member) -> bool:
        return follower.following.filter(pk=target.pk).exists()

    def follow(self, follower: Member, target: Member) -> None:
        follower.following.add(target)

    def unfollow(self, follower: Member, target: Member) -> None:
        follower.following.remove(target)
