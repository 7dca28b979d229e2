from rest_framework import authentication, exceptions

from ..services.members import MemberService


class TokenAuthentication(authentication.BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header.startswith(self.keyword + " "):
            return None
        member = MemberService().from_token(header[len(self.keyword) + 1:])
        if member is None:
            raise exceptions.AuthenticationFailed("invalid token")
        return member, None

    def authenticate_header(self, request):
        return self.keyword
