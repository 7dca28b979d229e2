import jwt

from realworld.models import Member
from realworld.repositories.members import MemberRepository


class AccountService:
    def __init__(self, members: MemberRepository | None = None) -> None:
        self.members = members or MemberRepository()

    def member_for_token(self, token: str, secret: str) -> Member | None:
        try:
            member_id = jwt.decode(token, secret, algorithms=["HS256"])["id"]
        except jwt.PyJWTError:
            return None
        return self.members.by_id(member_id)
